import type {
  StaffLoginBody,
  StaffLoginResponse,
  StaffProfile,
} from '../../../domain/contract/gestao-session';
import { api } from '../../lib/api';
import { failureOf } from '../../lib/api-result';

/** Every gestão screen's data: our own API, so no wire names to translate. */
export const gestaoApi = api
  .enhanceEndpoints({
    addTagTypes: [
      'StaffMe',
      'GestaoDashboard',
      'GestaoMember',
      'GestaoRequest',
      'GestaoItem',
      'GestaoPayment',
      'GestaoProduct',
      'GestaoBanner',
      'GestaoCategory',
      'GestaoStaff',
      'GestaoAudit',
      'GestaoPixSettings',
      'GestaoReceiving',
      'GestaoInvoice',
    ],
  })
  .injectEndpoints({
    endpoints: (b) => ({
      staffLogin: b.mutation<StaffLoginResponse, StaffLoginBody>({
        query: (body) => ({ url: 'gestao/login', method: 'POST', body }),
        transformErrorResponse: failureOf,
      }),
      staffMe: b.query<StaffProfile, void>({
        query: () => 'gestao/me',
        transformResponse: (r: { staff: StaffProfile }) => r.staff,
        providesTags: [{ type: 'StaffMe', id: 'ME' }],
        transformErrorResponse: failureOf,
      }),
      staffLogout: b.mutation<{ ok: true }, void>({
        query: () => ({ url: 'gestao/logout', method: 'POST' }),
        transformErrorResponse: failureOf,
      }),
    }),
  });

export const { useStaffLoginMutation, useStaffMeQuery, useStaffLogoutMutation } = gestaoApi;
