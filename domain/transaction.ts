import type { NewCardForm } from './card-form';
import type { Failure } from './outcome';
import type { PaymentMethodId } from './payment-methods';

export type TransactionStatus = 'pending' | 'succeeded' | 'failed' | 'expired';

/** A charge as the checkout sees it: what the payer is left with, by method. */
export interface Transaction {
  /** The gateway's id: what the status checks and the server's push name. */
  gatewayTransactionId: string;
  method: PaymentMethodId;
  status: TransactionStatus;
  /** Public handle of the charge: the boleto's slip is at /api/access/acessarBoleto/{hash}. */
  hash: string;
  /** PIX: the copy-and-paste BR Code (also the QR code's content) and when it expires (ISO). */
  pix: { qrCode: string; expiresAt: string } | null;
  /** Boleto: the 47-digit digitable line, digits only. */
  boleto: { digitableLine: string } | null;
  /** Said beside an approval: the payment stands but the card asked to be saved was not. */
  notice?: string;
}

/** The card a payment uses: one saved before, or one typed now (kept for later when asked). */
export type PaymentCard = { savedCardId: number } | { newCard: NewCardForm; save: boolean };

/** What the checkout asks the server for; the item and the amount are the caller's business. */
export interface PayRequest {
  method: PaymentMethodId;
  installments: number;
  card?: PaymentCard;
  /** Proof of the member's PIN, short-lived. */
  pinToken?: string;
}

/**
 * A payment's answer: the transaction (null when the server recorded none), or a Failure —
 * a refusal carries its message; `unanswered` means no answer came and the money may have moved.
 */
export type PaymentOutcome = { ok: true; value: Transaction | null } | Failure;
