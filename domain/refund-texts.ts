import {
  brlOfCentavos as brl,
  REFUND_BADGE,
  refundDay as day,
  refundLine,
  type RefundFacts,
} from './refund-line';

export type { RefundFacts } from './refund-line';

export const REFUND_TEXT = {
  /** The badge beside the payment. */
  badge: REFUND_BADGE,
  /** Staff, after "Confirmar estorno". */
  done: 'Estorno realizado',
  staffDone: (amountCentavos: number, name: string) =>
    `Estorno realizado: ${brl(amountCentavos)} devolvido a ${name}.`,
  /** "Estornado em 29/11/2026 · R$ 65,00" (a part: "R$ 20,00 de R$ 65,00"). */
  line: refundLine,
  /** On the receipt (page and PDF). */
  receipt: (r: RefundFacts) =>
    r.amountCentavos < r.paidCentavos
      ? `Pagamento estornado em parte em ${day(r.at)}: ${brl(r.amountCentavos)} devolvido de ${brl(r.paidCentavos)}.`
      : `Pagamento estornado em ${day(r.at)}: ${brl(r.amountCentavos)} devolvido. Este recibo não comprova mais o pagamento.`,
  receiptLabel: 'Estorno',
  emailSubject: 'Pagamento estornado',
} as const;
