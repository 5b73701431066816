import { ListarTransacoesPagasResponse, ReciboParams } from '../../../domain/contract/profile';
import { findPaidTransaction, listPaidTransactions } from '../../payments/paid-transactions';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';
import { sendReceiptPage } from '../receipt-reply';
import { toTransacaoPaga } from './paid-transaction-wire';

/**
 * Payments management: the member's paid transactions and each one's receipt. The receipt is an
 * HTML page behind the same Authorization header as every Fluxo call, so the SPA fetches it and
 * shows the text (a sandboxed iframe's srcdoc, or a blob: URL to print); a plain link would carry
 * no token.
 */
export default async function transacoesPagas(app: App) {
  app.get(
    '/listarTransacoesPagas',
    { schema: { response: { 200: ListarTransacoesPagasResponse } } },
    async (request) => (await listPaidTransactions(app.db, request.memberId)).map(toTransacaoPaga),
  );

  app.get('/recibo/:ID_ZOOP_TRANSACAO', { schema: { params: ReciboParams } }, async (request, reply) => {
    const paid = await findPaidTransaction(app.db, request.memberId, request.params.ID_ZOOP_TRANSACAO);
    if (!paid) return sendError(request, reply, 404, ERRORS.notFound);
    return sendReceiptPage(app, reply, paid);
  });
}
