import type {
  BankRequestBody,
  PixAutomaticoOffer,
  RecurringAuthorization,
} from '../../domain/contract/debito-automatico';
import { api } from './api';

/**
 * Pix Automático calls both the checkout and Perfil › Débito automático make (our own
 * vocabulary on the wire): whether an item may start one, and the bank's request (Jornada 1).
 */
const pixAutomaticoApi = api.enhanceEndpoints({ addTagTypes: ['DebitoAutomatico'] }).injectEndpoints({
  endpoints: (b) => ({
    pixAutomaticoOffer: b.query<PixAutomaticoOffer, number>({
      query: (itemId) => `debito-automatico/oferta/${itemId}`,
      providesTags: [{ type: 'DebitoAutomatico', id: 'ME' }],
    }),
    requestBankAuthorization: b.mutation<RecurringAuthorization, BankRequestBody>({
      query: (body) => ({ url: 'debito-automatico/pedido-ao-banco', method: 'POST', body }),
      invalidatesTags: [{ type: 'DebitoAutomatico', id: 'ME' }],
    }),
    authorizationStatus: b.query<RecurringAuthorization, number>({
      query: (id) => `debito-automatico/${id}`,
    }),
  }),
});

export const {
  usePixAutomaticoOfferQuery,
  useRequestBankAuthorizationMutation,
  useLazyAuthorizationStatusQuery,
} = pixAutomaticoApi;
