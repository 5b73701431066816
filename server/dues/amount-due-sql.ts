import { sql, type SQL } from 'drizzle-orm';
import { businessDayOnOrAfter } from '../../domain/business-days';
import { MAX_LATE_FINE_BPS } from '../../domain/dues-pricing';

/**
 * domain/dues-pricing.ts's amountDueOn in SQL, for statements that price many items at once (Saúde's
 * overdue figures, the reminders): the same price, days late and rounding, so both agree to the
 * centavo. Amounts are integer centavos rounded half up (Math.round for amounts never negative):
 * numeric math over every overdue item cost more than the rest of Saúde's query.
 */

/** Items older than this are not expected; their days late would ignore holidays before it. */
const FIRST_DAY = '2000-01-01';
const DAY_MS = 86_400_000;
const shiftsByEndYear = new Map<number, string>();

/**
 * For each day from 1 January 2000 to the end of the year after `today`'s, how many days it is from
 * its business day on or after (0 on a business day), as a smallint[] literal: a subscript is
 * one step per item, where searching a list of holidays for each of 600 000 overdue items took 2 s.
 */
export function businessDayShiftsSql(today: string): SQL {
  const endYear = Number(today.slice(0, 4)) + 1;
  let shifts = shiftsByEndYear.get(endYear);
  if (!shifts) {
    const days: number[] = [];
    for (let ms = Date.parse(FIRST_DAY); ms < Date.UTC(endYear + 1, 0, 1); ms += DAY_MS) {
      const day = new Date(ms).toISOString().slice(0, 10);
      days.push((Date.parse(businessDayOnOrAfter(day)) - ms) / DAY_MS);
    }
    shifts = `{${days.join(',')}}`;
    shiftsByEndYear.set(endYear, shifts);
  }
  // A literal of our own digits, not a parameter: the planner reads it once, not once per item.
  return sql.raw(`'${shifts}'::int2[]`);
}

/** domain/business-days.ts's businessDayOnOrAfter of a date expression (days past the table: as they are). */
export const businessDayOnOrAfterSql = (day: SQL, shifts: SQL) =>
  sql`(${day} + coalesce((${shifts})[${day} - date '${sql.raw(FIRST_DAY)}' + 1], 0))`;

const daysLateByToday = new Map<string, string>();

/**
 * domain/dues-pricing.ts's daysLateOn: days from the business day on or after the due day. Today
 * is one day per statement, so each day since 2000 has its days late on `today` in a smallint[]
 * (a literal of our own digits, read once by the planner): one subscript of the due day per item;
 * a day before 2000 counts calendar days.
 */
export function daysLateSql(dueDay: SQL, today: string): SQL {
  let table = daysLateByToday.get(today);
  if (!table) {
    const todayMs = Date.parse(today);
    const days: number[] = [];
    for (let ms = Date.parse(FIRST_DAY); ms < Date.UTC(Number(today.slice(0, 4)) + 2, 0, 1); ms += DAY_MS) {
      const late =
        (todayMs - Date.parse(businessDayOnOrAfter(new Date(ms).toISOString().slice(0, 10)))) / DAY_MS;
      days.push(Math.max(0, late));
    }
    table = `{${days.join(',')}}`;
    daysLateByToday.clear();
    daysLateByToday.set(today, table);
  }
  return sql`coalesce((${sql.raw(`'${table}'::int2[]`)})[${dueDay} - date '${sql.raw(FIRST_DAY)}' + 1], greatest(0, ${today}::date - ${dueDay}))`;
}

/** The price of `today` before any fine: the early-payment one while it lasts. */
export const priceTodaySql = (item: { amount: SQL; promo: SQL; promoUntil: SQL }, today: string) =>
  sql`(case when ${item.promo} is not null and ${item.promoUntil} is not null and ${today}::date <= ${item.promoUntil}
            then ${item.promo} else ${item.amount} end)`;

/** The price plus fine (at most 2 %) and interest pro rata die; store products carry neither. */
export const withLateFeesSql = (p: {
  kind: SQL;
  price: SQL;
  daysLate: SQL;
  lateFineBps: SQL;
  monthlyInterestBps: SQL;
}) => sql`(${p.price} + case when ${p.kind} = 'product' or ${p.daysLate} = 0 then 0 else
    (${p.price}::bigint * least(${p.lateFineBps}, ${MAX_LATE_FINE_BPS}) + 5000) / 10000
    + (${p.price}::bigint * ${p.monthlyInterestBps} * ${p.daysLate} + 150000) / 300000 end)`;
