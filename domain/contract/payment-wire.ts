import { toWireCard, toWireNewCard } from './card-wire';
import { fromPixExpiry } from '../dates';
import { COMMON_MSG } from '../messages';
import { WALLET_MSG } from '../wallet-messages';
import { paymentMethods, type PaymentMethodId } from '../payment-methods';
import type { PaymentCard, PaymentOutcome, PayRequest, Transaction } from '../transaction';
import type { CartaoPagamento, EfetuarTransacaoResponse, Transacao } from './fluxo';

/** SPEC §7's Transacao as the app's Transaction; fields that do not apply are '' on the wire. */
export const transactionOf = (wire: Transacao, method: PaymentMethodId): Transaction => ({
  gatewayTransactionId: wire.ID_ZOOP_TRANSACAO,
  method,
  status: wire.STATUS,
  hash: wire.HASH,
  pix: wire.PIX_QRCODE
    ? {
        qrCode: wire.PIX_QRCODE,
        expiresAt: wire.PIX_DATA_EXPIRACAO ? fromPixExpiry(wire.PIX_DATA_EXPIRACAO).toISOString() : '',
      }
    : null,
  boleto: wire.BOLETO_CODIGO_BARRA ? { digitableLine: wire.BOLETO_CODIGO_BARRA } : null,
});

/** efetuarTransacao(Direta)'s answer: RESULTADO false is a refusal (without its reason, "failed"). */
export const paymentOutcomeOf = (
  answer: EfetuarTransacaoResponse,
  method: PaymentMethodId,
): PaymentOutcome =>
  answer.RESULTADO
    ? {
        ok: true,
        value: answer.TRANSACAO ? withNotice(transactionOf(answer.TRANSACAO, method), answer.MSG) : null,
      }
    : { ok: false, message: answer.MSG || COMMON_MSG.transactionFailed };

/** An approval's MSG that the payer must read (the card was not saved) rides with the transaction. */
const withNotice = (transaction: Transaction, message: string | undefined): Transaction =>
  message === WALLET_MSG.cardNotSaved ? { ...transaction, notice: message } : transaction;

const wireCard = (card: PaymentCard): CartaoPagamento =>
  'savedCardId' in card ? { ID_ZOOP_EMITENTE_CARTAO: card.savedCardId } : toWireCard(card.newCard, card.save);

/** The method, installments, card and PIN proof of a payment as efetuarTransacao's fields. */
export const toWirePayment = (request: PayRequest) => ({
  TIPO: paymentMethods[request.method].wire,
  PARCELAS: request.installments,
  ...(request.card ? { CARTAO: wireCard(request.card) } : {}),
  ...(request.pinToken ? { TOKEN_PIN: request.pinToken } : {}),
});

/** The public buyer's: no PIN, and only a card typed now (no saved cards, nothing kept). */
export const toWireBuyerPayment = (request: PayRequest) => ({
  TIPO: paymentMethods[request.method].wire,
  PARCELAS: request.installments,
  ...(request.card && 'newCard' in request.card ? { CARTAO: toWireNewCard(request.card.newCard) } : {}),
});
