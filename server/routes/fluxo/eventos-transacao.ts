import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { cashFlowItems, transactions } from '../../db/schema';
import { streamTransactionStatus } from '../../events/sse';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';

const Params = z.object({ ID_ZOOP_TRANSACAO: z.string().min(1).max(64) });

/**
 * Server-sent events with the status of one of the member's transactions: the open PIX screen
 * learns of the payment at once (the 5 s polling stays as the fallback).
 */
export default async function eventosTransacao(app: App) {
  app.get('/eventos/:ID_ZOOP_TRANSACAO', { schema: { params: Params } }, async (request, reply) => {
    const owned = () =>
      app.db
        .select({ status: transactions.status })
        .from(transactions)
        .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
        .where(
          and(
            eq(transactions.gatewayId, request.params.ID_ZOOP_TRANSACAO),
            eq(cashFlowItems.memberId, request.memberId),
          ),
        );
    const [found] = await owned();
    if (!found) return sendError(request, reply, 404, ERRORS.notFound);
    await streamTransactionStatus(
      request,
      reply,
      app.transactionEvents,
      request.params.ID_ZOOP_TRANSACAO,
      async () => {
        const [row] = await owned();
        return row?.status;
      },
    );
  });
}
