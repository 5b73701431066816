import type {
  DebitoAutomatico,
  RecurringAuthorization,
  StartedAuthorization,
} from '../../../domain/contract/debito-automatico';
import { api } from '../../lib/api';
import { failureOf } from '../../lib/api-result';

/** The member's "Débito automático" (Pix Automático): our own vocabulary on the wire. */
const debitoAutomaticoApi = api.enhanceEndpoints({ addTagTypes: ['DebitoAutomatico'] }).injectEndpoints({
  endpoints: (b) => ({
    debitoAutomatico: b.query<DebitoAutomatico, void>({
      query: () => 'debito-automatico',
      transformErrorResponse: failureOf,
      providesTags: [{ type: 'DebitoAutomatico', id: 'ME' }],
    }),
    startAuthorization: b.mutation<StartedAuthorization, { itemId: number }>({
      query: (body) => ({ url: 'debito-automatico', method: 'POST', body }),
      transformErrorResponse: failureOf,
      invalidatesTags: [{ type: 'DebitoAutomatico', id: 'ME' }],
    }),
    cancelAuthorization: b.mutation<RecurringAuthorization, number>({
      query: (id) => ({ url: `debito-automatico/${id}/cancelar`, method: 'POST' }),
      transformErrorResponse: failureOf,
      invalidatesTags: [{ type: 'DebitoAutomatico', id: 'ME' }],
    }),
  }),
});

export const {
  useDebitoAutomaticoQuery,
  useLazyDebitoAutomaticoQuery,
  useStartAuthorizationMutation,
  useCancelAuthorizationMutation,
} = debitoAutomaticoApi;
