import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { healthReminderMonths, type RemindersOfChannel } from '../../db/schema-health';
import { categoryFilter, dayStart, spToday, TZ } from './health-sql';
import { healthVersionOf } from './health-version';

/** Each month's reminders per channel since `from` ('YYYY-MM'), and those whose item was paid within 7 days. */
async function computed(db: Db, associationId: number, from: string, categoryId: number | undefined) {
  const rows = rowsOf<{ month: string; channel: string; sent: number; paid: number }>(
    await db.execute(sql`
      select to_char(r.created_at at time zone ${TZ}, 'YYYY-MM') as month, ch as channel,
             count(*)::int as sent,
             count(*) filter (where i.paid_at >= r.created_at
                                and i.paid_at < r.created_at + interval '7 days')::int as paid
      from reminders r
      cross join unnest(r.channels) as ch
      join cash_flow_items i on i.id = r.item_id
      left join memberships ms on ms.member_id = i.member_id and ms.issuer_id = i.issuer_id
      where r.created_at >= ${dayStart(`${from}-01`)} and i.issuer_id = ${associationId}
        and ${categoryFilter(categoryId)}
      group by 1, 2`),
  );
  return rows.map((r) => ({
    month: r.month,
    channel: r.channel,
    sent: Number(r.sent),
    paid: Number(r.paid),
  }));
}

async function keepMonths(
  db: Db,
  associationId: number,
  categoryKey: number,
  version: number,
  months: ReadonlyMap<string, RemindersOfChannel[]>,
) {
  if (months.size === 0) return;
  await db
    .insert(healthReminderMonths)
    .values(
      [...months].map(([month, channels]) => ({ associationId, month, categoryKey, version, channels })),
    )
    .onConflictDoUpdate({
      target: [
        healthReminderMonths.associationId,
        healthReminderMonths.month,
        healthReminderMonths.categoryKey,
      ],
      set: { version, channels: sql`excluded.channels`, computedAt: sql`now()` },
      setWhere: sql`${healthReminderMonths.version} <= excluded.version`,
    });
}

/**
 * "Lembretes que funcionam" of each month ('YYYY-MM'), per channel: a month before the previous
 * one from the figures kept (health_reminder_months) while no write has changed it since; the
 * previous month (its last reminders' 7 days reach into this one) and the current one computed;
 * the others computed once and kept. `categoryId`: the members of this category today only.
 */
export async function remindersByMonth(
  db: Db,
  associationId: number,
  months: readonly string[],
  categoryId: number | undefined,
  now: Date,
): Promise<Map<string, RemindersOfChannel[]>> {
  const categoryKey = categoryId ?? 0;
  const settled = spToday(now).startOf('month').subtract(1, 'month').format('YYYY-MM');
  const closed = months.filter((month) => month < settled);
  const version = await healthVersionOf(db, associationId);
  const byMonth = new Map<string, RemindersOfChannel[]>();
  if (closed.length > 0) {
    const kept = await db
      .select({ month: healthReminderMonths.month, channels: healthReminderMonths.channels })
      .from(healthReminderMonths)
      .where(
        and(
          eq(healthReminderMonths.associationId, associationId),
          eq(healthReminderMonths.categoryKey, categoryKey),
          eq(healthReminderMonths.version, version),
          inArray(healthReminderMonths.month, closed),
        ),
      );
    for (const row of kept) byMonth.set(row.month, row.channels);
  }
  const missing = months.filter((month) => !byMonth.has(month));
  if (missing.length === 0) return byMonth;
  for (const month of missing) byMonth.set(month, []);
  const wanted = new Set(missing);
  for (const row of await computed(db, associationId, missing[0]!, categoryId)) {
    if (wanted.has(row.month))
      byMonth.get(row.month)!.push({ channel: row.channel, sent: row.sent, paid: row.paid });
  }
  const toKeep = new Map(
    missing.filter((month) => month < settled).map((month) => [month, byMonth.get(month)!]),
  );
  await keepMonths(db, associationId, categoryKey, version, toKeep);
  return byMonth;
}
