import { CompletedPurchase, CompletedPurchaseBody } from '../../../domain/contract/access';
import { ticketOfPaidItem } from '../../congress/item-tickets';
import { ERRORS, sendError } from '../../plugins/errors';
import { secretBoxOf } from '../../secrets/secret-box';
import { findCompletedPurchase } from '../../purchases/completed-purchase';
import { withdrawalStateOf } from '../../purchases/withdrawal-state';
import type { App } from '../../types';

/**
 * "Compra concluída" (our own call): the paid purchase to the holder of its reference, with the
 * receipt's address and where it was sent, and an event's ticket. An unpaid or unknown one does
 * not exist, so the reference only this buyer holds is what opens the ticket.
 */
export default async function compraConcluida(app: App) {
  const box = secretBoxOf(app.config);
  app.post(
    '/compra-concluida',
    {
      schema: { body: CompletedPurchaseBody, response: { 200: CompletedPurchase } },
      config: { ownVocabulary: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { itemId, hash, reference } = request.body;
      const done = await findCompletedPurchase(app.db, { itemId, hash, reference });
      if (!done) return sendError(request, reply, 404, ERRORS.notFound);
      const withdrawal = await withdrawalStateOf(app.db, { reference: { itemId, hash, reference } });
      return {
        ...done,
        ticket: (await ticketOfPaidItem(app.db, box, itemId)) ?? null,
        withdrawal: withdrawal ?? { open: null, withdrawnAt: null, returnPending: false },
      };
    },
  );
}
