import type {
  DebitoAutomatico,
  RecurringAuthorization,
  StartedAuthorization,
} from '../../../domain/contract/debito-automatico';
import { api } from '../../lib/api';

/** The member's "Débito automático" (Pix Automático): our own vocabulary on the wire. */
const debitoAutomaticoApi = api.enhanceEndpoints({ addTagTypes: ['DebitoAutomatico'] }).injectEndpoints({
  endpoints: (b) => ({
    debitoAutomatico: b.query<DebitoAutomatico, void>({
      query: () => 'debito-automatico',
      providesTags: [{ type: 'DebitoAutomatico', id: 'ME' }],
    }),
    startAuthorization: b.mutation<StartedAuthorization, { itemId: number }>({
      query: (body) => ({ url: 'debito-automatico', method: 'POST', body }),
      invalidatesTags: [{ type: 'DebitoAutomatico', id: 'ME' }],
    }),
    cancelAuthorization: b.mutation<RecurringAuthorization, number>({
      query: (id) => ({ url: `debito-automatico/${id}/cancelar`, method: 'POST' }),
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
