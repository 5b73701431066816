import type { ActivityRequestList } from '../../../domain/contract/gestao-activities';
import type { RefuseBody } from '../../../domain/contract/gestao-requests';
import { gestaoApi } from './api';

const LIST = { type: 'GestaoActivity' as const, id: 'LIST' };

/** Solicitações › "Atividade de atualização": declared activities to accept or refuse. */
const activityRequestsApi = gestaoApi.enhanceEndpoints({ addTagTypes: ['GestaoActivity'] }).injectEndpoints({
  endpoints: (b) => ({
    activityRequests: b.query<ActivityRequestList, number>({
      query: (page) => `gestao/activities?page=${page}`,
      providesTags: [LIST],
    }),
    acceptActivity: b.mutation<{ ok: true }, number>({
      query: (id) => ({ url: `gestao/activities/${id}/accept`, method: 'POST' }),
      invalidatesTags: [LIST],
    }),
    refuseActivity: b.mutation<{ ok: true }, { id: number } & RefuseBody>({
      query: ({ id, reason }) => ({
        url: `gestao/activities/${id}/refuse`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useActivityRequestsQuery, useAcceptActivityMutation, useRefuseActivityMutation } =
  activityRequestsApi;

/** Where a declared activity's proof is served (with the staff token only). */
export const activityProofUrl = (activityId: number) => `gestao/activities/${activityId}/proof`;
