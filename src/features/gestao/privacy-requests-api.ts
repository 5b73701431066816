import type {
  AnswerBody,
  ApproveErasureBody,
  StaffPrivacyRequestList,
} from '../../../domain/contract/privacy-requests';
import { gestaoApi } from './api';

const LIST = { type: 'GestaoPrivacyRequest' as const, id: 'LIST' };

/** Solicitações › Privacidade (LGPD): erasure and correction requests to answer within 15 days. */
const privacyRequestsApi = gestaoApi
  .enhanceEndpoints({ addTagTypes: ['GestaoPrivacyRequest'] })
  .injectEndpoints({
    endpoints: (b) => ({
      staffPrivacyRequests: b.query<StaffPrivacyRequestList, number>({
        query: (page) => `gestao/privacy-requests?page=${page}`,
        providesTags: [LIST],
      }),
      approveErasure: b.mutation<{ ok: true }, { id: number } & ApproveErasureBody>({
        query: ({ id, keptReason }) => ({
          url: `gestao/privacy-requests/${id}/approve`,
          method: 'POST',
          body: keptReason ? { keptReason } : {},
        }),
        invalidatesTags: [LIST],
      }),
      refusePrivacyRequest: b.mutation<{ ok: true }, { id: number } & AnswerBody>({
        query: ({ id, answer }) => ({
          url: `gestao/privacy-requests/${id}/refuse`,
          method: 'POST',
          body: { answer },
        }),
        invalidatesTags: [LIST],
      }),
      applyCorrection: b.mutation<{ ok: true }, number>({
        query: (id) => ({ url: `gestao/privacy-requests/${id}/apply`, method: 'POST' }),
        invalidatesTags: [LIST],
      }),
    }),
  });

export const {
  useStaffPrivacyRequestsQuery,
  useApproveErasureMutation,
  useRefusePrivacyRequestMutation,
  useApplyCorrectionMutation,
} = privacyRequestsApi;
