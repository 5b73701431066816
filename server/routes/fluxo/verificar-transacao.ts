import { and, eq } from 'drizzle-orm';
import { VerificarTransacaoBody, VerificarTransacaoResponse } from '../../../domain/contract/fluxo';
import { cashFlowItems, transactions } from '../../db/schema';
import { refreshStatus } from '../../payments/refresh-status';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';

/** The status as the gateway sees it now; a success is settled on the spot. */
export default async function verificarTransacao(app: App) {
  app.post(
    '/verificarTransacao',
    { schema: { body: VerificarTransacaoBody, response: { 200: VerificarTransacaoResponse } } },
    async (request, reply) => {
      const [row] = await app.db
        .select({ tx: transactions })
        .from(transactions)
        .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
        .where(
          and(
            eq(transactions.gatewayId, request.body.ID_ZOOP_TRANSACAO),
            eq(cashFlowItems.memberId, request.memberId),
          ),
        );
      if (!row) return sendError(request, reply, 404, ERRORS.notFound);
      return { RESULTADO: true as const, STATUS: await refreshStatus(app, row.tx) };
    },
  );
}
