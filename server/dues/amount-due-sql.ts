import { sql, type SQL } from 'drizzle-orm';
import { nationalHolidays } from '../../domain/business-days';
import { MAX_LATE_FINE_BPS } from '../../domain/dues-pricing';

/**
 * domain/dues-pricing.ts's amountDueOn in SQL, for statements that price many items at once (Saúde's
 * overdue figures, the reminders): the same price, days late and rounding, so both agree to the
 * centavo. Amounts are integer centavos rounded half up (Math.round for amounts never negative):
 * numeric math over every overdue item cost more than the rest of Saúde's query.
 */

/** Items older than this are not expected; their days late would ignore holidays before it. */
const FIRST_HOLIDAY_YEAR = 2000;

/** The national holidays from 2000 to the year after `today`'s, as a date[] (a parameter). */
export function holidaysSql(today: string): SQL {
  const days: string[] = [];
  for (let year = FIRST_HOLIDAY_YEAR; year <= Number(today.slice(0, 4)) + 1; year++) {
    days.push(...nationalHolidays(year));
  }
  return sql`${`{${days.join(',')}}`}::date[]`;
}

/** domain/business-days.ts's businessDayOnOrAfter of a date expression. */
export const businessDayOnOrAfterSql = (day: SQL, holidays: SQL) => sql`(case
  when extract(isodow from ${day}) < 6 and ${day} <> all(${holidays}) then ${day}
  else (select min(d::date) from generate_series((${day} + 1)::timestamp, (${day} + 10)::timestamp, interval '1 day') d
        where extract(isodow from d) < 6 and d::date <> all(${holidays})) end)`;

/** domain/dues-pricing.ts's daysLateOn: days from the business day on or after the due day. */
export const daysLateSql = (dueDay: SQL, today: string, holidays: SQL) =>
  sql`greatest(0, ${today}::date - ${businessDayOnOrAfterSql(dueDay, holidays)})`;

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
