import type { Transacao, TransactionStatus } from '../../domain/contract/fluxo';
import { toPixExpiry } from '../../domain/dates';
import type { transactions } from '../db/schema';
import { barcodeToDigitableLine } from '../gateways/payment/boleto';

export type TransactionRow = typeof transactions.$inferSelect;

export function toTransacao(tx: TransactionRow): Transacao {
  return {
    ID_ZOOP_TRANSACAO: tx.gatewayId ?? '',
    // A boleto's PIX (boleto híbrido) is printed on its slip; the wire's PIX fields are a PIX payment's.
    PIX_QRCODE: tx.method === 'P' ? (tx.pixPayload ?? '') : '',
    PIX_DATA_EXPIRACAO: tx.pixExpiresAt ? toPixExpiry(tx.pixExpiresAt) : '',
    HASH: tx.accessHash,
    BOLETO_CODIGO_BARRA: tx.boletoBarcode ? barcodeToDigitableLine(tx.boletoBarcode) : '',
    STATUS: tx.status as TransactionStatus,
  };
}
