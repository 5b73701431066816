import type { MemberTicket, WithdrawalDone, WithdrawTicketBody } from '../../../domain/contract/tickets';
import { api } from '../../lib/api';

/** "Meus ingressos": the member's event tickets (our own API, /api/ingressos). */
const ticketsApi = api.enhanceEndpoints({ addTagTypes: ['Ticket'] }).injectEndpoints({
  endpoints: (b) => ({
    memberTickets: b.query<MemberTicket[], void>({
      query: () => 'ingressos',
      providesTags: [{ type: 'Ticket', id: 'LIST' }],
    }),
    /** "Confirmar desistência" (CDC art. 49) of the member's own purchase: the list shows it void. */
    withdrawTicket: b.mutation<WithdrawalDone, WithdrawTicketBody>({
      query: (body) => ({ url: 'ingressos/desistir', method: 'POST', body }),
      invalidatesTags: (done) => (done ? [{ type: 'Ticket', id: 'LIST' }] : []),
    }),
  }),
});

export const { useMemberTicketsQuery, useWithdrawTicketMutation } = ticketsApi;
