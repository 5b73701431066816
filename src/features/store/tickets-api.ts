import type { MemberTicket } from '../../../domain/contract/tickets';
import { api } from '../../lib/api';
import { failureOf } from '../../lib/api-result';

/** "Meus ingressos": the member's event tickets (our own API, /api/ingressos). */
const ticketsApi = api.enhanceEndpoints({ addTagTypes: ['Ticket'] }).injectEndpoints({
  endpoints: (b) => ({
    memberTickets: b.query<MemberTicket[], void>({
      query: () => 'ingressos',
      transformErrorResponse: failureOf,
      providesTags: [{ type: 'Ticket', id: 'LIST' }],
    }),
  }),
});

export const { useMemberTicketsQuery } = ticketsApi;
