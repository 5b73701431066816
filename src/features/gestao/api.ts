import type {
  StaffLoginBody,
  StaffLoginResponse,
  StaffProfile,
} from '../../../domain/contract/gestao-session';
import { api } from '../../lib/api';

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
      'GestaoWhatsapp',
    ],
  })
  .injectEndpoints({
    endpoints: (b) => ({
      staffLogin: b.mutation<StaffLoginResponse, StaffLoginBody>({
        query: (body) => ({ url: 'gestao/login', method: 'POST', body }),
      }),
      staffMe: b.query<StaffProfile, void>({
        query: () => 'gestao/me',
        transformResponse: (r: { staff: StaffProfile }) => r.staff,
        providesTags: [{ type: 'StaffMe', id: 'ME' }],
      }),
      staffLogout: b.mutation<{ ok: true }, void>({
        query: () => ({ url: 'gestao/logout', method: 'POST' }),
      }),
    }),
  });

export const { useStaffLoginMutation, useStaffMeQuery, useStaffLogoutMutation } = gestaoApi;
