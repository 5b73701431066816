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
  /** Fine and interest today's amount includes. */
  lateFeesCentavos: number;
}

/** "Pague até 31/01/2027: R$ 663,00" while the early price applies; "Multa e juros: R$ 15,86" once late. */
export function priceNotes(price: PriceToday): string[] {
  const notes: string[] = [];
  if (price.promoUntil) {
    notes.push(
      `Pague até ${formatDisplayDate(price.promoUntil)}: ${formatBRL(fromCentavos(price.amountCentavos))}`,
    );
  }
  if (price.lateFeesCentavos > 0)
    notes.push(`Multa e juros: ${formatBRL(fromCentavos(price.lateFeesCentavos))}`);
  return notes;
}

export const priceOfItem = (item: Item): PriceToday => ({
  amountCentavos: item.amountCentavos,
  promoUntil: item.promoUntil,
  lateFeesCentavos: item.lateFeesCentavos,
});

export const priceOfOpenItem = (item: OpenItem): PriceToday => ({
  amountCentavos: item.amountCentavos,
  promoUntil: item.promoUntil,
  lateFeesCentavos: item.fineCentavos + item.interestCentavos,
});
