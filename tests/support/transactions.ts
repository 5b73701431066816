import type { PaymentOutcome, Transaction } from '../../domain/transaction';

/** A sandbox PIX transaction, pending, with what a test changes. */
export const tx = (over: Partial<Transaction>): Transaction => ({
  gatewayTransactionId: 'sbx_1',
  method: 'pix',
  status: 'pending',
  hash: 'h',
  pix: null,
  boleto: null,
  ...over,
});

export const accepted = (transaction: Transaction | null): PaymentOutcome => ({
  ok: true,
  value: transaction,
});

/** The gateway's answer to a PIX: its QR, valid for `seconds` from now. */
export const pixAnswer = (seconds = 1800): PaymentOutcome =>
  accepted(
    tx({ pix: { qrCode: '000201...', expiresAt: new Date(Date.now() + seconds * 1000).toISOString() } }),
  );
