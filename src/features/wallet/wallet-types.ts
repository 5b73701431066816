import type { PayRequest } from '../../../domain/transaction';

/**
 * What the wallet's screens read, in the app's own names (the wire's are turned into these in
 * api.ts). Amounts in integer centavos; days as YYYY-MM-DD on São Paulo's calendar.
 */

/** A due, an annuity or a store purchase of the member. */
export interface Item {
  id: number;
  associationId: number;
  associationName: string;
  description: string;
  /** The day it is due. */
  dueAt: string;
  /** The day it was paid, or null while pending. */
  paidAt: string | null;
  /** What it costs today (fine and interest included), or what paid it. */
  amountCentavos: number;
  /** Last day of the early-payment price `amountCentavos` is, or null. */
  promoUntil: string | null;
  /** The normal price after `promoUntil`, or null. */
  afterPromoCentavos: number | null;
  /** Fine and interest `amountCentavos` includes. */
  lateFeesCentavos: number;
  /** Unpaid, with an issued boleto that can still be paid ("Boleto emitido"). */
  boletoIssued: boolean;
  /**
   * Its last payment was refunded (all of it or a part): when (ISO), this item's part that went
   * back and its share of that payment; null otherwise. A reopened item is pending again.
   */
  refund: { at: string; amountCentavos: number; paidCentavos: number } | null;
}

/** One of the store's banners on Home: its image, linking to the store. */
export interface StoreBanner {
  id: number;
  imageUrl: string;
}

export interface ItemMonth {
  month: number;
  year: number;
  items: Item[];
}

/** Items due from `from` through `to` (inclusive; none = no end), pending only or all. */
export interface ItemsPeriod {
  from: string;
  to?: string;
  status: 'pending' | 'all';
}

/** Whether the member's annuity with an association is paid, and its item when there is one. */
export interface AnnuityStatus {
  paid: boolean;
  itemId: number | null;
}

/** What Home's top bar shows of the member. */
export interface HomeMember {
  name: string;
  displayName: string | null;
  photo: string | null;
  /** The first association: its category and association. */
  association: { associationId: number; associationName: string; category: string } | null;
}

/** One item, or several chosen in "Em aberto" (the first one leads), paid in one payment. */
export interface PayItemsArgs {
  itemIds: number[];
  payment: PayRequest;
  /** One per attempt: a retried request is answered once, a new attempt is new. */
  idempotencyKey: string;
}
