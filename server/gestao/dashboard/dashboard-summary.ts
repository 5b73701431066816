import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DashboardSummary, MonthReceived } from '../../../domain/contract/gestao-dashboard';
import { APP_TIMEZONE } from '../../../domain/dates';
import { recordedMethodIds, recordedMethodOf } from '../../../domain/recorded-methods';
import type { Db } from '../../db/client';
import { cashFlowItems, memberships, transactions } from '../../db/schema';

dayjs.extend(utc);
dayjs.extend(timezone);

const MONTHS = 12;

// ISO text with a cast: both drivers send it as is and PostgreSQL reads it as the instant it is.
const at = (d: dayjs.Dayjs) => sql`${d.toISOString()}::timestamptz`;
const int = (expr: SQL) => sql<number>`coalesce(${expr}, 0)`.mapWith(Number);
const count = (where: SQL) => int(sql`count(*) filter (where ${where})`);
const total = (where: SQL) => int(sql`sum(${cashFlowItems.amountCentavos}) filter (where ${where})`);

/**
 * The Painel's figures in three aggregated queries. Days and months are São Paulo's: an item is
 * overdue from the day after its due day; cancelled items count nowhere.
 */
export async function dashboardSummary(
  db: Db,
  issuerId: number,
  now = new Date(),
): Promise<DashboardSummary> {
  const today = dayjs(now).tz(APP_TIMEZONE).startOf('day');
  const todayStart = at(today);
  const monthStart = at(today.startOf('month'));
  const nextMonthStart = at(today.startOf('month').add(1, 'month'));
  const days30 = at(today.subtract(30, 'day'));
  const days90 = at(today.subtract(90, 'day'));
  const chartStart = today.startOf('month').subtract(MONTHS - 1, 'month');

  const open = and(isNull(cashFlowItems.paidAt), isNull(cashFlowItems.cancelledAt)) as SQL;
  const overdue = sql`${open} and ${cashFlowItems.dueAt} < ${todayStart}`;

  const [members, items, received] = await Promise.all([
    db
      .select({
        active: count(sql`${memberships.status} = 'A'`),
        pendingApproval: count(sql`${memberships.status} = 'P'`),
        inArrears: count(
          sql`${memberships.status} = 'A' and exists (select 1 from ${cashFlowItems}
            where ${cashFlowItems.memberId} = ${memberships.memberId}
              and ${cashFlowItems.issuerId} = ${memberships.issuerId} and ${overdue})`,
        ),
      })
      .from(memberships)
      .where(eq(memberships.issuerId, issuerId)),
    db
      .select({
        receivable: total(
          sql`${open} and ${cashFlowItems.dueAt} >= ${monthStart} and ${cashFlowItems.dueAt} < ${nextMonthStart}`,
        ),
        received: total(
          sql`${cashFlowItems.paidAt} >= ${monthStart} and ${cashFlowItems.paidAt} < ${nextMonthStart}
            and not exists (select 1 from ${transactions} where ${transactions.itemId} = ${cashFlowItems.id}
              and ${transactions.status} = 'succeeded' and ${transactions.refundedAt} is not null)`,
        ),
        overdue: total(overdue),
        upTo30Count: count(sql`${overdue} and ${cashFlowItems.dueAt} >= ${days30}`),
        upTo30: total(sql`${overdue} and ${cashFlowItems.dueAt} >= ${days30}`),
        from31To90Count: count(
          sql`${overdue} and ${cashFlowItems.dueAt} < ${days30} and ${cashFlowItems.dueAt} >= ${days90}`,
        ),
        from31To90: total(
          sql`${overdue} and ${cashFlowItems.dueAt} < ${days30} and ${cashFlowItems.dueAt} >= ${days90}`,
        ),
        over90Count: count(sql`${overdue} and ${cashFlowItems.dueAt} < ${days90}`),
        over90: total(sql`${overdue} and ${cashFlowItems.dueAt} < ${days90}`),
      })
      .from(cashFlowItems)
      .where(and(eq(cashFlowItems.issuerId, issuerId), isNull(cashFlowItems.cancelledAt))),
    receivedByMonth(db, issuerId, at(chartStart)),
  ]);
  const m = members[0];
  const i = items[0];
  if (!m || !i) throw new Error('dashboard: aggregate returned no row');

  const months: MonthReceived[] = Array.from({ length: MONTHS }, (_, k) => ({
    month: chartStart.add(k, 'month').format('YYYY-MM'),
    byMethod: Object.fromEntries(recordedMethodIds.map((id) => [id, 0])) as MonthReceived['byMethod'],
  }));
  for (const row of received) {
    const month = months.find((x) => x.month === row.month);
    if (month) month.byMethod[recordedMethodOf(row.method)] += row.total;
  }

  return {
    today: today.format('YYYY-MM-DD'),
    members: { active: m.active, pendingApproval: m.pendingApproval, inArrears: m.inArrears },
    thisMonth: { receivableCentavos: i.receivable, receivedCentavos: i.received, overdueCentavos: i.overdue },
    overdueByAge: {
      upTo30: { count: i.upTo30Count, totalCentavos: i.upTo30 },
      from31To90: { count: i.from31To90Count, totalCentavos: i.from31To90 },
      over90: { count: i.over90Count, totalCentavos: i.over90 },
    },
    receivedByMonth: months,
  };
}

/**
 * Paid items by São Paulo month and by the method code of their successful payment; an item paid
 * with no such payment (received outside the app, or before it) has none and counts as manual.
 * A refunded payment was not received.
 */
function receivedByMonth(db: Db, issuerId: number, from: SQL) {
  // The zone as a literal: as a parameter, the select and the group by would be two expressions.
  const month = sql<string>`to_char(${cashFlowItems.paidAt} at time zone ${sql.raw(`'${APP_TIMEZONE}'`)}, 'YYYY-MM')`;
  return db
    .select({ month, method: transactions.method, total: int(sql`sum(${cashFlowItems.amountCentavos})`) })
    .from(cashFlowItems)
    .leftJoin(
      transactions,
      and(eq(transactions.itemId, cashFlowItems.id), eq(transactions.status, 'succeeded')),
    )
    .where(
      and(
        eq(cashFlowItems.issuerId, issuerId),
        isNull(cashFlowItems.cancelledAt),
        isNull(transactions.refundedAt),
        sql`${cashFlowItems.paidAt} >= ${from}`,
      ),
    )
    .groupBy(month, transactions.method);
}
