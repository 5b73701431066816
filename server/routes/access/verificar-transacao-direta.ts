import { and, eq } from 'drizzle-orm';
import {
  VerificarTransacaoDiretaBody,
  VerificarTransacaoDiretaResponse,
} from '../../../domain/contract/access';
import { cashFlowItems, projects, transactions } from '../../db/schema';
import { refreshStatus } from '../../payments/refresh-status';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';

/** The PIX poll of the public checkout: only for a transaction of the referenced item. */
export default async function verificarTransacaoDireta(app: App) {
  app.post(
    '/verificarTransacaoDireta',
    {
      schema: { body: VerificarTransacaoDiretaBody, response: { 200: VerificarTransacaoDiretaResponse } },
      // A PIX is polled every 5 s: 12 a minute per buyer.
      config: { upperCase: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { ID_ZOOP_TRANSACAO, HASH, REFERENCIA } = request.body;
      const [row] = await app.db
        .select({ tx: transactions })
        .from(transactions)
        .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
        .innerJoin(projects, eq(projects.id, cashFlowItems.projectId))
        .where(
          and(
            eq(transactions.gatewayId, ID_ZOOP_TRANSACAO),
            eq(cashFlowItems.publicRef, REFERENCIA),
            eq(projects.hash, HASH),
          ),
        );
      if (!row) return sendError(request, reply, 404, ERRORS.notFound);
      return { RESULTADO: true as const, STATUS: await refreshStatus(app, row.tx) };
    },
  );
}
