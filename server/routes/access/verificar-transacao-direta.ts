import {
  VerificarTransacaoDiretaBody,
  VerificarTransacaoDiretaResponse,
} from '../../../domain/contract/access';
import { findReferencedTransaction } from '../../payments/find-transaction';
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
      const tx = await findReferencedTransaction(app.db, {
        gatewayTransactionId: ID_ZOOP_TRANSACAO,
        hash: HASH,
        reference: REFERENCIA,
      });
      if (!tx) return sendError(request, reply, 404, ERRORS.notFound);
      return { RESULTADO: true as const, STATUS: await refreshStatus(app, tx) };
    },
  );
}
