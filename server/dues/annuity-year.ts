import { addDays } from '../cash-flow/sao-paulo-days';

/**
 * From 1 December the annuity billed is next year's: the `anuidades` job creates it for every
 * member from that day on, and a member accepted in December owes that one (not a second annuity
 * for the few days left of the year). So an annuity's year is always the year of its due day.
 */
const NEXT_YEAR_BILLING_FROM = '12-01';
/** The association's usual annuity date. */
const ANNUITY_DUE = '03-31';

const yearOf = (day: string) => Number(day.slice(0, 4));

/** The year whose annuity is billed on a São Paulo calendar day (YYYY-MM-DD). */
export const annuityYearOn = (today: string): number =>
  today.slice(5) >= NEXT_YEAR_BILLING_FROM ? yearOf(today) + 1 : yearOf(today);

/** The due day of the annuity the `anuidades` job creates for a year: 31 March. */
export const annuityDueDayOf = (year: number): string => `${year}-${ANNUITY_DUE}`;

/**
 * The due day of the annuity a newly accepted member owes: 31 March while that day is still
 * ahead, otherwise 30 days from today, so that someone accepted late in the year still has a
 * month to pay; from 1 December, next year's 31 March.
 */
export function firstAnnuityDueDay(today: string): string {
  const year = annuityYearOn(today);
  const usual = annuityDueDayOf(year);
  return year > yearOf(today) || usual > today ? usual : addDays(today, 30);
}
