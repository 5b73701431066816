import type { EfetuarTransacaoResponse, Transacao } from '../../../domain/contract/fluxo';
import { toPixExpiry } from '../../../domain/dates';
import type { PaymentAnswer, PaymentAttempt } from '../../payments/payment-answer';

/** Fields that do not apply to the method are ''. */
export const toTransacao = (attempt: PaymentAttempt): Transacao => ({
  ID_ZOOP_TRANSACAO: attempt.gatewayTransactionId ?? '',
  PIX_QRCODE: attempt.pixQrCode ?? '',
  PIX_DATA_EXPIRACAO: attempt.pixExpiresAt ? toPixExpiry(new Date(attempt.pixExpiresAt)) : '',
  HASH: attempt.hash,
  BOLETO_CODIGO_BARRA: attempt.boletoDigitableLine ?? '',
  STATUS: attempt.status,
});

export const toEfetuarTransacao = (answer: PaymentAnswer): EfetuarTransacaoResponse => ({
  RESULTADO: answer.accepted,
  MSG: answer.message,
  ...(answer.transaction ? { TRANSACAO: toTransacao(answer.transaction) } : {}),
});
