import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { sql, type SQL } from 'drizzle-orm';
import { APP_TIMEZONE } from '../../../domain/dates';

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

/** A list of São Paulo days as a one-column table `p(day)`. */
export const pointsTable = (days: readonly string[]) =>
  sql`(values ${sql.join(
    days.map((d) => sql`(${d}::date)`),
    sql`, `,
  )}) as p(day)`;

/**
 * Members of the issuer in arrears at the end of each point's day: an open item (not paid, not
 * cancelled by then, not an abandoned public purchase) due before that day. Items paid on time
 * never were, so only those paid late or never are read.
 */
export const lateAtPoints = (issuerId: number, days: readonly string[]) => sql`
  select distinct p.day, i.member_id
  from cash_flow_items i
  join ${pointsTable(days)}
    on ${spDay(sql`i.due_at`)} < p.day
   and (i.paid_at is null or ${spDay(sql`i.paid_at`)} > p.day)
   and (i.cancelled_at is null or ${spDay(sql`i.cancelled_at`)} > p.day)
  where i.issuer_id = ${issuerId} and i.public_ref is null
    and i.due_at < ${dayStart(days.reduce((a, b) => (a > b ? a : b)))}
    and (i.paid_at is null or i.paid_at >= ${dayStart(days.reduce((a, b) => (a < b ? a : b)))})
    and (i.paid_at is null or i.paid_at > i.due_at)
    and (i.cancelled_at is null or i.cancelled_at > i.due_at)`;
