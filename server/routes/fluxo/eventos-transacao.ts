import { z } from 'zod';
import { streamTransactionStatus } from '../../live-status/sse';
import { findMemberTransaction } from '../../payments/find-transaction';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';

const Params = z.object({ ID_ZOOP_TRANSACAO: z.string().min(1).max(64) });

/**
 * Server-sent events with the status of one of the member's transactions: the open PIX screen
 * learns of the payment at once (the 5 s polling stays as the fallback).
 */
export default async function eventosTransacao(app: App) {
  app.get('/eventos/:ID_ZOOP_TRANSACAO', { schema: { params: Params } }, async (request, reply) => {
    const owned = () => findMemberTransaction(app.db, request.memberId, request.params.ID_ZOOP_TRANSACAO);
    if (!(await owned())) return sendError(request, reply, 404, ERRORS.notFound);
    await streamTransactionStatus(
      request,
      reply,
      app.transactionEvents,
      request.params.ID_ZOOP_TRANSACAO,
      async () => (await owned())?.status,
      (status) => JSON.stringify({ STATUS: status }),
    );
  });
}
