import type { StaffRole } from '../../../domain/contract/gestao-session';
import type { InviteBody, InviteInfo, TeamMember, TeamResponse } from '../../../domain/contract/gestao-team';
import { gestaoApi } from './api';

const LIST = { type: 'GestaoStaff', id: 'LIST' } as const;

const teamApi = gestaoApi.injectEndpoints({
  endpoints: (b) => ({
    team: b.query<TeamMember[], void>({
      query: () => 'gestao/team',
      transformResponse: (r: TeamResponse) => r.staff,
      providesTags: (r) => [LIST, ...(r ?? []).map((s) => ({ type: 'GestaoStaff' as const, id: s.id }))],
    }),
    inviteStaff: b.mutation<{ staff: TeamMember }, InviteBody>({
      query: (body) => ({ url: 'gestao/team/invitations', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    resendInvitation: b.mutation<{ staff: TeamMember }, number>({
      query: (staffId) => ({ url: `gestao/team/${staffId}/invitation`, method: 'POST' }),
      invalidatesTags: (_r, _e, staffId) => [{ type: 'GestaoStaff', id: staffId }, LIST],
    }),
    changeStaffRole: b.mutation<{ ok: true }, { staffId: number; role: StaffRole }>({
      query: ({ staffId, role }) => ({ url: `gestao/team/${staffId}/role`, method: 'PUT', body: { role } }),
      invalidatesTags: (_r, _e, { staffId }) => [{ type: 'GestaoStaff', id: staffId }, LIST],
    }),
    removeStaff: b.mutation<{ ok: true }, number>({
      query: (staffId) => ({ url: `gestao/team/${staffId}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, staffId) => [{ type: 'GestaoStaff', id: staffId }, LIST],
    }),
    invitation: b.query<InviteInfo, string>({
      query: (token) => `gestao/invitations/${token}`,
    }),
    acceptInvitation: b.mutation<{ ok: true }, { token: string; password: string }>({
      query: ({ token, password }) => ({
        url: `gestao/invitations/${token}`,
        method: 'POST',
        body: { password },
      }),
    }),
  }),
});

export const {
  useTeamQuery,
  useInviteStaffMutation,
  useResendInvitationMutation,
  useChangeStaffRoleMutation,
  useRemoveStaffMutation,
  useInvitationQuery,
  useAcceptInvitationMutation,
} = teamApi;
