import type { OpenItem } from '../../../domain/contract/open-items';
import { formatDisplayDate } from '../../../domain/dates';
import { formatBRL, fromCentavos } from '../../../domain/money';
import type { Item } from './wallet-types';

/** How the server priced an unpaid item today (it decides every amount; screens only say why). */
export interface PriceToday {
  /** Today's amount. */
  amountCentavos: number;
  /** Last day (YYYY-MM-DD) of the early-payment price today's amount is, or null. */
  promoUntil: string | null;
  /** The normal price after that day, when the server says it. */
  afterPromoCentavos: number | null;
  /** Fine and interest today's amount includes. */
  lateFeesCentavos: number;
}

const brl = (centavos: number) => formatBRL(fromCentavos(centavos));
/** DD/MM of a YYYY-MM-DD day. */
const dayMonth = (day: string) => formatDisplayDate(day).slice(0, 5);

/**
 * "R$ 530,40 até 31/03; depois R$ 624,00" while the early price applies (without the price after
 * it: "Pague até 31/01/2027: R$ 663,00"); "Multa e juros: R$ 15,86" once late.
 */
export function priceNotes(price: PriceToday): string[] {
  const notes: string[] = [];
  if (price.promoUntil && price.afterPromoCentavos !== null) {
    notes.push(
      `${brl(price.amountCentavos)} até ${dayMonth(price.promoUntil)}; depois ${brl(price.afterPromoCentavos)}`,
    );
  } else if (price.promoUntil) {
    notes.push(`Pague até ${formatDisplayDate(price.promoUntil)}: ${brl(price.amountCentavos)}`);
  }
  if (price.lateFeesCentavos > 0) notes.push(`Multa e juros: ${brl(price.lateFeesCentavos)}`);
  return notes;
}

export const priceOfItem = (item: Item): PriceToday => ({
  amountCentavos: item.amountCentavos,
  promoUntil: item.promoUntil,
  afterPromoCentavos: item.afterPromoCentavos,
  lateFeesCentavos: item.lateFeesCentavos,
});

export const priceOfOpenItem = (item: OpenItem): PriceToday => ({
  amountCentavos: item.amountCentavos,
  promoUntil: item.promoUntil,
  afterPromoCentavos: item.afterPromoCentavos ?? null,
  lateFeesCentavos: item.fineCentavos + item.interestCentavos,
});
