import { MemberTicketsResponse, WithdrawalDone, WithdrawTicketBody } from '../../../domain/contract/tickets';
import { withdrawPurchase } from '../../purchases/cdc-withdrawal';
import { answer } from '../../plugins/errors';
import { listMemberTickets } from '../../congress/member-tickets';
import { secretBoxOf } from '../../secrets/secret-box';
import type { App } from '../../types';

/** /api/ingressos: the member's event tickets and the withdrawal of their purchase (our own vocabulary). */
export default async function ticketRoutes(app: App) {
  const box = secretBoxOf(app.config);
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/',
    { schema: { response: { 200: MemberTicketsResponse } }, config: { ownVocabulary: true } },
    async (request) => listMemberTickets(app.db, box, request.memberId),
  );
  // "Confirmar desistência" (CDC art. 49) of the member's own purchase.
  app.post(
    '/desistir',
    {
      schema: { body: WithdrawTicketBody, response: { 200: WithdrawalDone } },
      config: { ownVocabulary: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      answer(
        request,
        reply,
        await withdrawPurchase(
          app,
          { memberId: request.memberId, itemId: request.body.itemId },
          request.body.refundPixKey,
        ),
      ),
  );
}
