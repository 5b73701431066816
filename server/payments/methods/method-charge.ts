import { randomBytes } from 'node:crypto';
import type { Outcome } from '../../../domain/outcome';
import type { PaymentMethodId } from '../../../domain/payment-methods';
import type { Db } from '../../db/client';
import type { DueRules, LateRules, PaymentGateway } from '../../gateways/payment/payment-gateway';
import type { CardData, CardHolder, CardToken } from '../../gateways/payment/payment-gateway-card';
import type { PaymentFor } from '../live-pending';
import type { PaymentAnswer, TransactionRow } from '../payment-answer';
import type { PaymentDeps } from '../payment-deps';

/** What one payment charges: its items at today's amounts, and what the gateway is told. */
export interface Charge {
  items: { id: number; amountCentavos: number }[];
  amountCentavos: number;
  description: string;
  /** Only a single due or annuity has a due date (the PIX cobv, the boleto); a purchase or a set is due now. */
  dueDay: string | null;
  /** A single due or annuity's price, early-payment discount, fine and interest (the PIX cobv). */
  dueRules: DueRules | null;
  /** Fine and interest after a boleto's due date: none when the payment holds a purchase. */
  lateRules: LateRules | null;
  /** Who receives: each association on its own account. */
  associationId: number;
  associationName: string;
  associationCity: string;
  memberName: string;
  memberCpf: string;
}

/**
 * Keeps a typed card for its member once its charge is approved (by the token the charge gave
 * back, else by the gateway's tokenization): the saved card's id, or why it was not kept.
 */
export type KeepCard = (
  gateway: PaymentGateway,
  fromCharge: CardToken | undefined,
) => Promise<Outcome<number>>;

/**
 * The card a payment is charged: a saved one by its gateway token, or one typed now (raw data,
 * held only for this request), which `keep` keeps once the charge is approved ("Salvar cartão").
 */
export type PayingCard =
  | { token: string; cardId: number | null; holder?: CardHolder }
  | { typed: CardData; keep: KeepCard | null; holder?: CardHolder };

/** One attempt, recorded as pending, for a method's charge to send to the association's gateway. */
export interface ChargeAttempt {
  deps: PaymentDeps;
  gateway: PaymentGateway;
  tx: TransactionRow;
  charge: Charge;
  /** The card (and its holder, for a PSP that asks), for a method that needs a card. */
  card: PayingCard | null;
  now: Date;
  /** Writes the gateway's answer on the attempt. */
  update: (values: Partial<TransactionRow>) => Promise<TransactionRow>;
  /** Marks the attempt failed after a gateway error and answers the payer. */
  failed: (error: unknown) => Promise<PaymentAnswer>;
}

/** The items a payment asks for, as a method that is not for every item judges them. */
export interface ChargeRequest {
  memberId: number;
  items: readonly { associationId: number; kind: string }[];
}

/** How the server charges one method of domain/payment-methods.ts. */
export interface MethodCharge {
  charge: (attempt: ChargeAttempt) => Promise<PaymentAnswer>;
  /**
   * A charge of this method for the same items and amount that can still be paid: asking again
   * (a reload, a double click) hands it out instead of a second charge.
   */
  live?: (db: Db, payment: PaymentFor, now: Date) => Promise<PaymentAnswer | undefined>;
  /** Why this method cannot pay these items (pt-BR, for the payer), before any attempt is recorded. */
  refuses?: (deps: PaymentDeps, request: ChargeRequest) => Promise<string | null>;
}

export const newTxid = () => 'QT' + randomBytes(11).toString('hex').toUpperCase();

/** How the server charges each method of domain/payment-methods.ts, keyed by its ids. */
export type MethodCharges = { readonly [M in PaymentMethodId]: MethodCharge };
