import { paymentMethods } from '../../../domain/payment-methods';
import { FluxoIdBody, TransacaoPendenteBoletoResponse } from '../../../domain/contract/fluxo';
import { findMemberItem } from '../../cash-flow/member-items';
import { livePending } from '../../payments/live-pending';
import { refreshStatus } from '../../payments/refresh-status';
import { attemptOf } from '../../payments/payment-answer';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';
import { toTransacao } from './transaction-wire';

/** The item's boleto that can still be paid (due today or later and not paid), else null. */
export default async function obterTransacaoPendenteBoleto(app: App) {
  app.post(
    '/obterTransacaoPendenteBoleto',
    { schema: { body: FluxoIdBody, response: { 200: TransacaoPendenteBoletoResponse } } },
    async (request, reply) => {
      const item = await findMemberItem(app.db, request.memberId, request.body.ID_FLUXO_DE_CAIXA);
      if (!item) return sendError(request, reply, 404, ERRORS.notFound);
      const boleto = item.paidAt
        ? undefined
        : await livePending(
            app.db,
            { itemIds: [item.id], amountCentavos: item.price.centavos },
            paymentMethods.boleto.wire,
          );
      const stillPending = boleto && (await refreshStatus(app, boleto)) === 'pending';
      return { RESULTADO: true as const, TRANSACAO: stillPending ? toTransacao(attemptOf(boleto)) : null };
    },
  );
}
