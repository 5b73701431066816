import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { sql, type SQL } from 'drizzle-orm';
import { APP_TIMEZONE } from '../../../domain/dates';
import { businessDayOnOrAfterSql, businessDayShiftsSql } from '../../dues/amount-due-sql';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The zone as a literal: as a parameter, a select and its group by would be two expressions. */
export const TZ = sql.raw(`'${APP_TIMEZONE}'`);

/** The São Paulo calendar day of a timestamp column. */
export const spDay = (column: SQL) => sql`((${column}) at time zone ${TZ})::date`;

/** The instant a São Paulo day ('YYYY-MM-DD') starts. */
export const dayStart = (day: string) => sql`((${day}::date)::timestamp at time zone ${TZ})`;

export const spToday = (now: Date) => dayjs(now).tz(APP_TIMEZONE).startOf('day');

/** The first day of the period of `months` months that ends with the current one. */
export const periodStart = (now: Date, months: number) =>
  spToday(now)
    .startOf('month')
    .subtract(months - 1, 'month');

/** The period's months, oldest first, 'YYYY-MM'. */
export const periodMonths = (now: Date, months: number) =>
  Array.from({ length: months }, (_, k) => periodStart(now, months).add(k, 'month').format('YYYY-MM'));

/** The member's category today, when the screen filters by one (memberships alias `ms`). */
export const categoryFilter = (categoryId: number | undefined) =>
  categoryId === undefined ? sql`true` : sql`ms.category_id = ${categoryId}`;

/** São Paulo days as a sorted date array, each once: the points `lateMasks` numbers from 1. */
export const pointsArray = (days: readonly string[]) => {
  const sorted = [...new Set(days)].sort();
  if (sorted.length === 0 || sorted.length > 62) throw new Error('health points: 1 to 62 days');
  return {
    sorted,
    array: sql`array[${sql.join(
      sorted.map((d) => sql`${d}::date`),
      sql`, `,
    )}]::date[]`,
  };
};

/**
 * For each member of the association in arrears at the end of some point's day, rows (member_id, mask):
 * bit k-1 of the mask set when late at the k-th point of `pointsArray(days)`. Late: an open item
 * (not paid, not cancelled by then, not an abandoned public purchase) whose due day's business day
 * on or after it (domain/dues-pricing.ts's lateness) is before that day. Items
 * paid on time never were, so only those paid late or never are read, each once: the points it is
 * overdue at are a run of the sorted points (after its due day, before the day it was paid or
 * cancelled), found by width_bucket.
 */
export const lateMasks = (associationId: number, days: readonly string[]) => {
  const { sorted, array } = pointsArray(days);
  const ended = sql`least(${spDay(sql`i.paid_at`)}, ${spDay(sql`i.cancelled_at`)})`;
  return sql`
  select member_id, bit_or(((1::bigint << hi) - 1) & ~((1::bigint << lo) - 1)) as mask
  from (
    select i.member_id,
           width_bucket(${businessDayOnOrAfterSql(spDay(sql`i.due_at`), businessDayShiftsSql(sorted.at(-1)!))}, ${array}) as lo,
           coalesce(width_bucket(${ended} - 1, ${array}), ${sorted.length}) as hi
    from cash_flow_items i
    where i.issuer_id = ${associationId} and i.public_ref is null
      and i.due_at < ${dayStart(sorted.at(-1)!)}
      and (i.paid_at is null or i.paid_at >= ${dayStart(sorted[0]!)})
      and (i.paid_at is null or i.paid_at > i.due_at)
      and (i.cancelled_at is null or i.cancelled_at > i.due_at)
  ) spans
  where hi > lo
  group by member_id`;
};

/** Whether a member whose lateMasks row is `mask` (null: none) was late at point number `k`. */
export const lateAt = (mask: SQL, k: SQL) =>
  sql`coalesce((${mask} & (1::bigint << (${k}::int - 1))) <> 0, false)`;
