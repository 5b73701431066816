import { VerificarTransacaoBody, VerificarTransacaoResponse } from '../../../domain/contract/fluxo';
import { findMemberTransaction } from '../../payments/find-transaction';
import { refreshStatus } from '../../payments/refresh-status';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';

/** The status as the gateway sees it now; a success is settled on the spot. */
export default async function verificarTransacao(app: App) {
  app.post(
    '/verificarTransacao',
    { schema: { body: VerificarTransacaoBody, response: { 200: VerificarTransacaoResponse } } },
    async (request, reply) => {
      const tx = await findMemberTransaction(app.db, request.memberId, request.body.ID_ZOOP_TRANSACAO);
      if (!tx) return sendError(request, reply, 404, ERRORS.notFound);
      return { RESULTADO: true as const, STATUS: await refreshStatus(app, tx) };
    },
  );
}
