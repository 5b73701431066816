import { DEFAULT_ANNUITY_DATES, firstAnnuityYear, type AnnuityDates } from '../../domain/annuity-dates';
import { addDays } from '../../domain/sao-paulo-days';

/**
 * From 1 December the `anuidades` job bills next year's annuity to every member who lacks it
 * (and whose other annuity is not too recent: annuities.ts). An annuity's year is always the year
 * of its due day.
 */
const NEXT_YEAR_BILLING_FROM = '12-01';

const yearOf = (day: string) => Number(day.slice(0, 4));

/** The year whose annuity the `anuidades` job bills on a São Paulo calendar day (YYYY-MM-DD). */
export const annuityYearOn = (today: string): number =>
  today.slice(5) >= NEXT_YEAR_BILLING_FROM ? yearOf(today) + 1 : yearOf(today);

/**
 * The year whose annuity the `anuidades` job bills on a day: next year's in December, this year's
 * in January and February (to members a recent annuity made wait), none from March to November.
 */
export function annuityJobYearOn(today: string): number | null {
  const month = Number(today.slice(5, 7));
  if (month === 12) return yearOf(today) + 1;
  return month <= 2 ? yearOf(today) : null;
}

/** The due day of a category's annuity of a year. */
export const annuityDueDayOf = (year: number, dates: AnnuityDates = DEFAULT_ANNUITY_DATES): string =>
  `${year}-${dates.dueDay}`;

/** The first annuity of a member accepted on `today`: its year and due day. */
export function firstAnnuityOn(
  today: string,
  dates: AnnuityDates = DEFAULT_ANNUITY_DATES,
): { year: number; dueDay: string } {
  const year = firstAnnuityYear(today, dates);
  return { year, dueDay: firstAnnuityDueDay(today, dates) };
}

/**
 * The due day of the annuity a newly accepted member owes: the category's day of that annuity's
 * year while it is still ahead, otherwise 30 days from today, so that someone accepted after it
 * still has a month to pay.
 */
export function firstAnnuityDueDay(today: string, dates: AnnuityDates = DEFAULT_ANNUITY_DATES): string {
  const usual = annuityDueDayOf(firstAnnuityYear(today, dates), dates);
  return usual > today ? usual : addDays(today, 30);
}
