import { sql, type SQL } from 'drizzle-orm';
import { APP_TIMEZONE } from '../../domain/dates';
import { startOfDay } from '../../domain/sao-paulo-days';

/*
 * SQL pieces of the annuities' dates and early prices (annuities.ts); `ic` is the row's category
 * in issuer_categories, `dueDay` a date expression.
 */

/** The instant a year starts in São Paulo, as ISO text. */
export const yearStart = (year: number) => startOfDay(`${year}-01-01`).toISOString();

/** `ic` is the category's row in issuer_categories; `dueDay` a date expression. */
const promoInYearOf = (dueDay: SQL) =>
  sql`(make_date(extract(year from ${dueDay})::int, extract(month from ic.annuity_promo_until)::int, 1)
    + (extract(day from ic.annuity_promo_until)::int - 1))`;
export const promoLastDay = (dueDay: SQL) =>
  sql`least(coalesce(${promoInYearOf(dueDay)}, ${dueDay}), ${dueDay})`;
/** The category's due day of a year, as a date. */
export const categoryDueDay = (year: number) =>
  sql`make_date(${year}::int, split_part(ic.annuity_due_day, '-', 1)::int, split_part(ic.annuity_due_day, '-', 2)::int)`;
/** Noon in São Paulo of a date expression. */
export const noonAt = (day: SQL) => sql`((${day}) + time '12:00') at time zone ${APP_TIMEZONE}`;
export const promoApplies = (dueDay: SQL, today: string) =>
  sql`(ic.annuity_promo_centavos is not null and ${promoLastDay(dueDay)} >= ${today}::date)`;
