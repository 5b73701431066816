import { amountDueOn, type AmountDue } from '../../domain/dues-pricing';
import { toWireDate } from '../../domain/dates';
import { todayInSaoPaulo } from '../../domain/sao-paulo-days';
import { cashFlowItems, associations } from '../db/schema';

/** What the database says of an unpaid item's price and its association's late-payment rules. */
export interface UnpaidPriceFields {
  kind: string;
  dueAt: Date;
  amountCentavos: number;
  promoCentavos: number | null;
  promoUntil: string | null;
  lateFineBps: number;
  monthlyInterestBps: number;
}

export interface ItemPriceFields extends UnpaidPriceFields {
  paidAt: Date | null;
  paidCentavos: number | null;
}

export interface ItemPrice {
  /** What the item costs today, or what paid it. */
  centavos: number;
  /** How today's amount is made up; null once paid. */
  due: AmountDue | null;
}

/**
 * A paid item is worth what paid it (an item paid before the engine recorded it: its price); an
 * unpaid one what it costs on `today` (São Paulo day), fine and interest included.
 */
export function priceOn(item: ItemPriceFields, today: string): ItemPrice {
  if (item.paidAt) return { centavos: item.paidCentavos ?? item.amountCentavos, due: null };
  const due = dueOn(item, today);
  return { centavos: due.totalCentavos, due };
}

/** What an unpaid item costs on `today` (São Paulo day). */
export const dueOn = (item: UnpaidPriceFields, today: string): AmountDue =>
  amountDueOn(
    {
      kind: item.kind,
      amountCentavos: item.amountCentavos,
      promoCentavos: item.promoCentavos,
      promoUntil: item.promoUntil,
      dueDay: toWireDate(item.dueAt),
    },
    item,
    today,
  );

/** The columns priceOn reads besides the row's kind, due and paid dates. */
export const priceColumns = {
  amountCentavos: cashFlowItems.amountCentavos,
  promoCentavos: cashFlowItems.promoCentavos,
  promoUntil: cashFlowItems.promoUntil,
  paidCentavos: cashFlowItems.paidCentavos,
  lateFineBps: associations.lateFineBps,
  monthlyInterestBps: associations.monthlyInterestBps,
};

type PriceOnlyField = keyof typeof priceColumns;

/** The row with its price of today in place of the stored fields it is made of. */
export function withPrice<Row extends ItemPriceFields>(
  row: Row,
  today = todayInSaoPaulo(),
): Omit<Row, PriceOnlyField> & { price: ItemPrice } {
  const price = priceOn(row, today);
  const {
    amountCentavos: _amount,
    promoCentavos: _promo,
    promoUntil: _until,
    paidCentavos: _paid,
    lateFineBps: _fine,
    monthlyInterestBps: _interest,
    ...rest
  } = row;
  return { ...rest, price };
}
