import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { healthReminderDays, type RemindersOfChannel } from '../../db/schema-health';
import { categoryFilter, dayStart, spToday, TZ } from './health-sql';
import { healthVersionOf } from './health-version';

/** A day's reminders are paid up to 7 days later, and writes dated 8 days ago or earlier move the version. */
export const SETTLED_AFTER_DAYS = 16;

interface ChannelOfDay extends RemindersOfChannel {
  day: string;
}

/** Each day's reminders per channel from `from` to `to` (exclusive; none: today included), and those paid within 7 days. */
async function computed(
  db: Db,
  associationId: number,
  range: { from: string; to?: string },
  categoryId: number | undefined,
): Promise<ChannelOfDay[]> {
  const rows = rowsOf<{ day: string; channel: string; sent: number; paid: number }>(
    await db.execute(sql`
      select to_char((r.created_at at time zone ${TZ})::date, 'YYYY-MM-DD') as day, ch as channel,
             count(*)::int as sent,
             count(*) filter (where i.paid_at >= r.created_at
                                and i.paid_at < r.created_at + interval '7 days')::int as paid
      from reminders r
      cross join unnest(r.channels) as ch
      join cash_flow_items i on i.id = r.item_id
      left join memberships ms on ms.member_id = i.member_id and ms.issuer_id = i.issuer_id
      where r.created_at >= ${dayStart(range.from)}
        and ${range.to ? sql`r.created_at < ${dayStart(range.to)}` : sql`true`}
        and i.issuer_id = ${associationId} and ${categoryFilter(categoryId)}
      group by 1, 2`),
  );
  return rows.map((r) => ({ day: r.day, channel: r.channel, sent: Number(r.sent), paid: Number(r.paid) }));
}

const daysFrom = (from: string, to: string) => {
  const days: string[] = [];
  for (let d = spToday(new Date(`${from}T12:00:00Z`)); d.format('YYYY-MM-DD') < to; d = d.add(1, 'day'))
    days.push(d.format('YYYY-MM-DD'));
  return days;
};

async function keepDays(
  db: Db,
  associationId: number,
  categoryKey: number,
  version: number,
  days: ReadonlyMap<string, RemindersOfChannel[]>,
) {
  if (days.size === 0) return;
  await db
    .insert(healthReminderDays)
    .values([...days].map(([day, channels]) => ({ associationId, day, categoryKey, version, channels })))
    .onConflictDoUpdate({
      target: [healthReminderDays.associationId, healthReminderDays.day, healthReminderDays.categoryKey],
      set: { version, channels: sql`excluded.channels`, computedAt: sql`now()` },
      setWhere: sql`${healthReminderDays.version} <= excluded.version`,
    });
}

/**
 * "Lembretes que funcionam" from the day `from` ('YYYY-MM-DD') to today, per channel: the days
 * more than 16 days ago from the figures kept (health_reminder_days) while no write has changed
 * them since, the ones not kept computed once and kept, the last 16 days computed.
 * `categoryId`: the members of this category today only.
 */
export async function remindersSince(
  db: Db,
  associationId: number,
  from: string,
  categoryId: number | undefined,
  now: Date,
): Promise<RemindersOfChannel[]> {
  const categoryKey = categoryId ?? 0;
  const settled = spToday(now).subtract(SETTLED_AFTER_DAYS, 'day').format('YYYY-MM-DD');
  const version = await healthVersionOf(db, associationId);
  const all: RemindersOfChannel[] = [];
  if (from < settled) {
    const kept = await db
      .select({ day: healthReminderDays.day, channels: healthReminderDays.channels })
      .from(healthReminderDays)
      .where(
        and(
          eq(healthReminderDays.associationId, associationId),
          eq(healthReminderDays.categoryKey, categoryKey),
          eq(healthReminderDays.version, version),
          gte(healthReminderDays.day, from),
          lt(healthReminderDays.day, settled),
        ),
      );
    for (const row of kept) all.push(...row.channels);
    const keptDays = new Set(kept.map((row) => row.day));
    const missing = daysFrom(from, settled).filter((day) => !keptDays.has(day));
    if (missing.length > 0) {
      const rows = await computed(db, associationId, { from: missing[0]!, to: settled }, categoryId);
      const byDay = new Map(missing.map((day) => [day, [] as RemindersOfChannel[]]));
      for (const { day, ...channel } of rows) byDay.get(day)?.push(channel);
      for (const channels of byDay.values()) all.push(...channels);
      await keepDays(db, associationId, categoryKey, version, byDay);
    }
  }
  const recent = await computed(db, associationId, { from: from < settled ? settled : from }, categoryId);
  all.push(...recent.map(({ day: _day, ...channel }) => channel));
  return all;
}
