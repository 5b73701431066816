import type {
  CorrectionBody,
  ErasureBody,
  MyPrivacyRequests,
} from '../../../domain/contract/privacy-requests';
import { api } from '../../lib/api';

const LIST = { type: 'PrivacyRequest' as const, id: 'LIST' };

/** /api/privacidade (our own vocabulary): "Excluir minha conta", "Solicitar correção" and their answers. */
const privacyRequestsApi = api.enhanceEndpoints({ addTagTypes: ['PrivacyRequest'] }).injectEndpoints({
  endpoints: (b) => ({
    myPrivacyRequests: b.query<MyPrivacyRequests, void>({
      query: () => 'privacidade/solicitacoes',
      providesTags: [LIST],
    }),
    requestErasure: b.mutation<{ ok: true; erasedNow: boolean }, ErasureBody>({
      query: (body) => ({ url: 'privacidade/exclusao', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    requestCorrection: b.mutation<{ ok: true }, CorrectionBody>({
      query: (body) => ({ url: 'privacidade/correcoes', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    cancelPrivacyRequest: b.mutation<{ ok: true }, number>({
      query: (id) => ({ url: `privacidade/solicitacoes/${id}/cancelar`, method: 'POST' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useMyPrivacyRequestsQuery,
  useRequestErasureMutation,
  useRequestCorrectionMutation,
  useCancelPrivacyRequestMutation,
} = privacyRequestsApi;
