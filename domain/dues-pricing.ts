/**
 * What an item costs on a given São Paulo calendar day: the early-payment price until its last
 * day, the normal price up to the due date, and after it a fine plus interest pro rata die on
 * dues and annuities (the way councils bill, and what a PIX cobv carries). The server prices
 * every payment with this; screens only show what the server sends.
 */

import { businessDayOnOrAfter } from './business-days';

/** The association's rules for late payment, in basis points (200 = 2 %). */
export interface LatePaymentRules {
  lateFineBps: number;
  monthlyInterestBps: number;
}

export interface PricedItem {
  kind: string;
  amountCentavos: number;
  promoCentavos: number | null;
  /** Last day of the early-payment price, YYYY-MM-DD. */
  promoUntil: string | null;
  /** The due day, YYYY-MM-DD. */
  dueDay: string;
}

export interface AmountDue {
  /** What the item costs today: price plus fine and interest. */
  totalCentavos: number;
  /** The price of today before any fine: the early-payment one while it applies. */
  priceCentavos: number;
  /**
   * The early-payment price that applies today, its last day, and the normal price that follows
   * (`thenCentavos`, before any fine), or null.
   */
  promo: { until: string; centavos: number; thenCentavos: number } | null;
  fineCentavos: number;
  interestCentavos: number;
  daysLate: number;
}

/** Legal ceiling of the fine on consumer debts (CDC art. 52 §1º): 2 %. */
export const MAX_LATE_FINE_BPS = 200;
export const DEFAULT_RULES: LatePaymentRules = { lateFineBps: 200, monthlyInterestBps: 100 };
/** A month of interest is spread over 30 days. */
const DAYS_PER_MONTH = 30;

const dayNumber = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;

const dayBefore = (day: string) => new Date((dayNumber(day) - 1) * 86_400_000).toISOString().slice(0, 10);

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/**
 * Days late on `today` of an item due on `dueDay`, counted from the business day on or after it: a
 * boleto for a Saturday due day falls due on Monday (domain/business-days.ts), and the bank takes it
 * on Monday without fine, so nothing is late before Tuesday. server/dues/late-days-sql.ts is the
 * SQL twin.
 */
export const daysLateOn = (dueDay: string, today: string): number =>
  Math.max(0, daysBetween(businessDayOnOrAfter(dueDay), today));

/** Whether an item due on `dueDay` is overdue on `today`. */
export const isLateOn = (dueDay: string, today: string): boolean => daysLateOn(dueDay, today) > 0;

/**
 * The earliest due day not yet late on `today`: items due before it are overdue (a later due day
 * is never later's business day earlier, so one cut-off serves every item, and an index on the
 * due date). On a Monday: the Saturday before; on a Tuesday: that Tuesday.
 */
export function firstDueDayNotLateOn(today: string): string {
  let day = today;
  while (!isLateOn(dayBefore(day), today)) day = dayBefore(day);
  return day;
}

/** Store products are due at once: no early price, no fine, no interest. */
const chargesLateFees = (kind: string) => kind !== 'product';

export function amountDueOn(item: PricedItem, rules: LatePaymentRules, today: string): AmountDue {
  const promoApplies = item.promoCentavos !== null && item.promoUntil !== null && today <= item.promoUntil;
  const priceCentavos = promoApplies ? item.promoCentavos! : item.amountCentavos;
  const promo = promoApplies
    ? { until: item.promoUntil!, centavos: item.promoCentavos!, thenCentavos: item.amountCentavos }
    : null;
  const daysLate = chargesLateFees(item.kind) ? daysLateOn(item.dueDay, today) : 0;
  if (daysLate === 0) {
    return {
      totalCentavos: priceCentavos,
      priceCentavos,
      promo,
      fineCentavos: 0,
      interestCentavos: 0,
      daysLate,
    };
  }
  const fineBps = Math.min(rules.lateFineBps, MAX_LATE_FINE_BPS);
  const fineCentavos = Math.round((priceCentavos * fineBps) / 10_000);
  const interestCentavos = Math.round(
    (priceCentavos * rules.monthlyInterestBps * daysLate) / (10_000 * DAYS_PER_MONTH),
  );
  return {
    totalCentavos: priceCentavos + fineCentavos + interestCentavos,
    priceCentavos,
    promo,
    fineCentavos,
    interestCentavos,
    daysLate,
  };
}
