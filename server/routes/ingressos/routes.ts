import { MemberTicketsResponse } from '../../../domain/contract/tickets';
import { listMemberTickets } from '../../congress/member-tickets';
import { secretBoxOf } from '../../secrets/secret-box';
import type { App } from '../../types';

/** /api/ingressos: the member's event tickets (our own vocabulary). */
export default async function ticketRoutes(app: App) {
  const box = secretBoxOf(app.config);
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/',
    { schema: { response: { 200: MemberTicketsResponse } }, config: { ownVocabulary: true } },
    async (request) => listMemberTickets(app.db, box, request.memberId),
  );
}
