import { paymentMethods } from '../../domain/payment-methods';
import type { TransactionStatus } from '../../domain/transaction';
import type { transactions } from '../db/schema';
import { barcodeToDigitableLine } from '../gateways/payment/boleto';

export type TransactionRow = typeof transactions.$inferSelect;

/** A recorded attempt as its payer is told of it; plain JSON, so that a replay tells the same. */
export interface PaymentAttempt {
  /** Null until the gateway knows the charge. */
  gatewayTransactionId: string | null;
  status: TransactionStatus;
  /** Public handle of the charge: a boleto's slip is at /api/access/acessarBoleto/{hash}. */
  hash: string;
  /** Only a PIX payment's BR Code: a boleto's own PIX (boleto híbrido) is printed on its slip. */
  pixQrCode: string | null;
  /** ISO. */
  pixExpiresAt: string | null;
  boletoDigitableLine: string | null;
}

/** What a payment request is answered: accepted or refused with its message, and its attempt if one was recorded. */
export interface PaymentAnswer {
  accepted: boolean;
  message: string;
  transaction: PaymentAttempt | null;
}

export function attemptOf(tx: TransactionRow): PaymentAttempt {
  return {
    gatewayTransactionId: tx.gatewayId,
    status: tx.status as TransactionStatus,
    hash: tx.accessHash,
    pixQrCode: tx.method === paymentMethods.pix.wire ? tx.pixPayload : null,
    pixExpiresAt: tx.pixExpiresAt?.toISOString() ?? null,
    boletoDigitableLine: tx.boletoBarcode ? barcodeToDigitableLine(tx.boletoBarcode) : null,
  };
}

export const acceptedWith = (message: string, tx: TransactionRow): PaymentAnswer => ({
  accepted: true,
  message,
  transaction: attemptOf(tx),
});

export const refusedWith = (message: string, tx?: TransactionRow): PaymentAnswer => ({
  accepted: false,
  message,
  transaction: tx ? attemptOf(tx) : null,
});
