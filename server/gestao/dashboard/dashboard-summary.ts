import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { and, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AgingBucket, DashboardSummary, MonthReceived } from '../../../domain/contract/gestao-dashboard';
import { APP_TIMEZONE } from '../../../domain/dates';
import { firstDueDayNotLateOn } from '../../../domain/dues-pricing';
import { recordedMethodIds, recordedMethodOf } from '../../../domain/recorded-methods';
import type { Db } from '../../db/client';
import { cashFlowItems, associations, memberships } from '../../db/schema';
import { dueOn } from '../../dues/item-price';
import { associationItem } from '../charges/charge-items';
import { receivedByMonth, receivedMoney } from '../../payments/received-money';

dayjs.extend(utc);
dayjs.extend(timezone);

const MONTHS = 12;

// ISO text with a cast: both drivers send it as is and PostgreSQL reads it as the instant it is.
const at = (d: dayjs.Dayjs) => sql`${d.toISOString()}::timestamptz`;
const int = (expr: SQL) => sql<number>`coalesce(${expr}, 0)`.mapWith(Number);
const count = (where: SQL) => int(sql`count(*) filter (where ${where})`);

/** Open items of the association due before `before`, with what each costs today (the dues engine's price). */
async function openItemsDueBefore(db: Db, associationId: number, before: dayjs.Dayjs, today: string) {
  const rows = await db
    .select({
      kind: cashFlowItems.kind,
      dueAt: cashFlowItems.dueAt,
      amountCentavos: cashFlowItems.amountCentavos,
      promoCentavos: cashFlowItems.promoCentavos,
      promoUntil: cashFlowItems.promoUntil,
      lateFineBps: associations.lateFineBps,
      monthlyInterestBps: associations.monthlyInterestBps,
    })
    .from(cashFlowItems)
    .innerJoin(associations, eq(associations.id, cashFlowItems.associationId))
    .where(
      and(
        associationItem(associationId),
        isNull(cashFlowItems.paidAt),
        isNull(cashFlowItems.cancelledAt),
        lt(cashFlowItems.dueAt, before.toDate()),
      ),
    );
  return rows.map((row) => ({ dueAt: row.dueAt, original: row.amountCentavos, today: dueOn(row, today) }));
}

type PricedOpenItem = Awaited<ReturnType<typeof openItemsDueBefore>>[number];

const bucketOf = (items: readonly PricedOpenItem[]): AgingBucket => ({
  count: items.length,
  totalCentavos: items.reduce((sum, i) => sum + i.today.totalCentavos, 0),
  originalCentavos: items.reduce((sum, i) => sum + i.original, 0),
});

/**
 * The Painel's figures, over the association's items as Cobranças and Saúde count them (an unpaid
 * public purchase is not a receivable). Days and months are São Paulo's: an item is overdue as the
 * dues engine says (from the day after the business day on or after its due day) and is worth
 * what the member would pay today (fine and interest included, with its original amount beside);
 * what was received comes from the payments (server/payments/received-money.ts); cancelled items
 * count nowhere.
 */
export async function dashboardSummary(
  db: Db,
  associationId: number,
  now = new Date(),
): Promise<DashboardSummary> {
  const today = dayjs(now).tz(APP_TIMEZONE).startOf('day');
  const todayDay = today.format('YYYY-MM-DD');
  const lateBefore = dayjs.tz(firstDueDayNotLateOn(todayDay), APP_TIMEZONE);
  const monthStart = today.startOf('month');
  const nextMonthStart = monthStart.add(1, 'month');
  const days30 = today.subtract(30, 'day');
  const days90 = today.subtract(90, 'day');
  const chartStart = monthStart.subtract(MONTHS - 1, 'month');

  const overdue = sql`${cashFlowItems.paidAt} is null and ${cashFlowItems.cancelledAt} is null
    and ${cashFlowItems.publicRef} is null and ${cashFlowItems.dueAt} < ${at(lateBefore)}`;

  const [members, open, received, months] = await Promise.all([
    db
      .select({
        active: count(sql`${memberships.status} = 'A'`),
        pendingApproval: count(sql`${memberships.status} = 'P'`),
        inArrears: count(
          sql`${memberships.status} = 'A' and exists (select 1 from ${cashFlowItems}
            where ${cashFlowItems.memberId} = ${memberships.memberId}
              and ${cashFlowItems.associationId} = ${memberships.associationId} and ${overdue})`,
        ),
      })
      .from(memberships)
      .where(eq(memberships.associationId, associationId)),
    openItemsDueBefore(db, associationId, nextMonthStart, todayDay),
    receivedMoney(db, associationId, monthStart.toDate(), nextMonthStart.toDate()),
    receivedByMonth(db, associationId, chartStart.toDate()),
  ]);
  const m = members[0];
  if (!m) throw new Error('dashboard: aggregate returned no row');

  const isOverdue = (i: PricedOpenItem) => i.dueAt < lateBefore.toDate();
  const overdueItems = open.filter(isOverdue);
  const receivable = open.filter((i) => i.dueAt >= monthStart.toDate());
  const overdueTotal = bucketOf(overdueItems);

  const chart: MonthReceived[] = Array.from({ length: MONTHS }, (_, k) => ({
    month: chartStart.add(k, 'month').format('YYYY-MM'),
    byMethod: Object.fromEntries(recordedMethodIds.map((id) => [id, 0])) as MonthReceived['byMethod'],
  }));
  for (const row of months) {
    const month = chart.find((x) => x.month === row.month);
    if (month) month.byMethod[recordedMethodOf(row.method)] += row.receivedCentavos;
  }

  return {
    today: todayDay,
    members: { active: m.active, pendingApproval: m.pendingApproval, inArrears: m.inArrears },
    thisMonth: {
      receivableCentavos: bucketOf(receivable).totalCentavos,
      receivedCentavos: received.receivedCentavos,
      overdueCentavos: overdueTotal.totalCentavos,
      overdueOriginalCentavos: overdueTotal.originalCentavos,
    },
    overdueByAge: {
      upTo30: bucketOf(overdueItems.filter((i) => i.dueAt >= days30.toDate())),
      from31To90: bucketOf(
        overdueItems.filter((i) => i.dueAt < days30.toDate() && i.dueAt >= days90.toDate()),
      ),
      over90: bucketOf(overdueItems.filter((i) => i.dueAt < days90.toDate())),
    },
    receivedByMonth: chart,
  };
}
