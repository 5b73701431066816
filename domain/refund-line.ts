import { formatDisplayDate } from './dates';
import { formatBRL, fromCentavos } from './money';

/**
 * A refunded payment as the member, the buyer and staff read it (receipt, lists, e-mail). Apart
 * from domain/refund-texts.ts (which re-exports it in REFUND_TEXT) because the member's lists on
 * Home use it: a `-texts` module is a screen's text and would take Home's rows out of their chunk.
 */
export interface RefundFacts {
  /** When the money went back. */
  at: Date | string;
  /** How much went back. */
  amountCentavos: number;
  /** What was paid: a part refunded says so. */
  paidCentavos: number;
}

export const brlOfCentavos = (centavos: number) => formatBRL(fromCentavos(centavos));
export const refundDay = (at: Date | string) => formatDisplayDate(new Date(at));

/** The badge beside the payment. */
export const REFUND_BADGE = 'Estornado';

/** "Estornado em 29/11/2026 · R$ 65,00" (a part: "R$ 20,00 de R$ 65,00"). */
export const refundLine = (r: RefundFacts) =>
  `Estornado em ${refundDay(r.at)} · ${
    r.amountCentavos < r.paidCentavos
      ? `${brlOfCentavos(r.amountCentavos)} de ${brlOfCentavos(r.paidCentavos)}`
      : brlOfCentavos(r.amountCentavos)
  }`;
