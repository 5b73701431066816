import type { ApproveResult, RefuseBody, RequestList } from '../../../domain/contract/gestao-requests';
import { gestaoApi } from './api';

const requestsApi = gestaoApi.injectEndpoints({
  endpoints: (b) => ({
    associationRequests: b.query<RequestList, number>({
      query: (page) => `gestao/requests?page=${page}`,
      providesTags: (r) => [
        { type: 'GestaoRequest', id: 'LIST' },
        ...(r?.items ?? []).map((item) => ({ type: 'GestaoRequest' as const, id: item.id })),
      ],
    }),
    approveRequest: b.mutation<ApproveResult, number>({
      query: (id) => ({ url: `gestao/requests/${id}/approve`, method: 'POST' }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'GestaoRequest', id },
        { type: 'GestaoRequest', id: 'LIST' },
        { type: 'GestaoMember', id: 'LIST' },
        { type: 'GestaoItem', id: 'LIST' },
        { type: 'GestaoDashboard', id: 'SUMMARY' },
      ],
    }),
    refuseRequest: b.mutation<{ ok: true }, { id: number } & RefuseBody>({
      query: ({ id, reason }) => ({ url: `gestao/requests/${id}/refuse`, method: 'POST', body: { reason } }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'GestaoRequest', id },
        { type: 'GestaoRequest', id: 'LIST' },
        { type: 'GestaoMember', id: 'LIST' },
        { type: 'GestaoDashboard', id: 'SUMMARY' },
      ],
    }),
  }),
});

export const { useAssociationRequestsQuery, useApproveRequestMutation, useRefuseRequestMutation } =
  requestsApi;

/** Where a document's bytes are served (with the staff token only). */
export const documentUrl = (documentId: number) => `gestao/documents/${documentId}`;
