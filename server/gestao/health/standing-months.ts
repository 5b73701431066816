import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import type { StandingOfCategory } from '../../db/schema-health';
import { dayStart, lateAt, lateMasks, pointsArray, spToday } from './health-sql';

/**
 * Active members of each point's day (member since then, status active today) in the category
 * they had that day (Histórico de categorias), and how many had no item overdue; with the
 * association's standing version, read in the same statement (one snapshot), so that figures kept
 * under it are never newer than the writes that moved it.
 */
const standingAtPoints = (associationId: number, days: readonly string[]) => sql`
  with ms as (
    select id, member_id, member_since, category_id from memberships
    where issuer_id = ${associationId} and status = 'A'
  ),
  hist as (
    select mc.membership_id, mc.category_id, mc.starts_on,
           lead(mc.starts_on) over (partition by mc.membership_id order by mc.starts_on) as ends_on
    from membership_categories mc join ms on ms.id = mc.membership_id
  ),
  at_point as (
    select p.day, p.k, ms.member_id, coalesce(h.category_id, ms.category_id) as category_id
    from unnest(${pointsArray(days).array}) with ordinality as p(day, k)
    join ms on ms.member_since <= p.day
    left join hist h on h.membership_id = ms.id and h.starts_on <= p.day
      and (h.ends_on is null or h.ends_on > p.day)
  ),
  late as (${lateMasks(associationId, days)})
  select to_char(a.day, 'YYYY-MM-DD') as day, a.category_id,
         count(*)::int as active, count(*) filter (where not ${lateAt(sql`l.mask`, sql`a.k`)})::int as good,
         (select coalesce(max(v.version), 0) from health_versions v
           where v.association_id = ${associationId})::int as version
  from at_point a
  left join late l on l.member_id = a.member_id
  group by a.day, a.category_id
  order by a.day, a.category_id`;

interface PointRow {
  day: string;
  category_id: number;
  active: number;
  good: number;
  version: number;
}

interface KeptRow {
  day: string;
  categories: StandingOfCategory[];
}

const daysArray = (days: readonly string[]) =>
  sql`array[${sql.join(
    days.map((d) => sql`${d}::date`),
    sql`, `,
  )}]::date[]`;

async function keptMonths(db: Db, associationId: number, days: readonly string[]): Promise<KeptRow[]> {
  if (days.length === 0) return [];
  return rowsOf<KeptRow>(
    await db.execute(sql`
      select to_char(m.day, 'YYYY-MM-DD') as day, m.categories from health_standing_months m
      where m.association_id = ${associationId} and m.day = any(${daysArray(days)})
        and m.version = (select coalesce(max(v.version), 0) from health_versions v
                         where v.association_id = ${associationId})`),
  );
}

async function keepMonths(
  db: Db,
  associationId: number,
  version: number,
  months: ReadonlyMap<string, StandingOfCategory[]>,
) {
  if (months.size === 0) return;
  const values = [...months].map(
    ([day, categories]) =>
      sql`(${associationId}, ${day}::date, ${version}, ${JSON.stringify(categories)}::jsonb)`,
  );
  await db.execute(sql`
    insert into health_standing_months as m (association_id, day, version, categories)
    values ${sql.join(values, sql`, `)}
    on conflict (association_id, day) do update
      set version = excluded.version, categories = excluded.categories, computed_at = now()
      where m.version <= excluded.version`);
}

const figuresOf = (rows: readonly { category_id: number; active: number; good: number }[]) =>
  rows.map((row) => ({
    categoryId: Number(row.category_id),
    active: Number(row.active),
    good: Number(row.good),
  }));

/**
 * Each day's figures computed from the items and the category history, with the version they
 * were read at (undefined when no member counted on any day).
 */
export async function computedStanding(
  db: Db,
  associationId: number,
  days: readonly string[],
): Promise<{ byDay: Map<string, StandingOfCategory[]>; version: number | undefined }> {
  const rows = rowsOf<PointRow>(await db.execute(standingAtPoints(associationId, days)));
  const byDay = new Map(days.map((day) => [day, figuresOf(rows.filter((row) => row.day === day))]));
  return { byDay, version: rows[0] === undefined ? undefined : Number(rows[0].version) };
}

/**
 * Today, from what each membership keeps (memberships.earliest_open_due_at: its oldest open item,
 * kept by triggers): the same answer as computedStanding's, without reading the items.
 */
export async function standingToday(db: Db, associationId: number, today: string) {
  const rows = rowsOf<{ category_id: number; active: number; good: number }>(
    await db.execute(sql`
      select category_id, count(*)::int as active,
             count(*) filter (where earliest_open_due_at is null
                                 or earliest_open_due_at >= ${dayStart(today)})::int as good
      from memberships
      where issuer_id = ${associationId} and status = 'A' and member_since <= ${today}::date
      group by category_id
      order by category_id`),
  );
  return figuresOf(rows);
}

/**
 * Adimplência's figures of each day, per category: today from the memberships; a closed month end
 * from the figures kept (health_standing_months) while no write has changed it since; the rest
 * computed by SQL, and the closed ones kept for the next read.
 */
export async function standingByDay(
  db: Db,
  associationId: number,
  days: readonly string[],
  now: Date,
): Promise<Map<string, StandingOfCategory[]>> {
  const currentMonth = spToday(now).startOf('month').format('YYYY-MM-DD');
  const byDay = new Map<string, StandingOfCategory[]>();
  const closed = days.filter((day) => day < currentMonth);
  for (const kept of await keptMonths(db, associationId, closed)) byDay.set(kept.day, kept.categories);
  const today = spToday(now).format('YYYY-MM-DD');
  if (days.includes(today)) byDay.set(today, await standingToday(db, associationId, today));
  const missing = days.filter((day) => !byDay.has(day));
  if (missing.length === 0) return byDay;
  const computed = await computedStanding(db, associationId, missing);
  for (const [day, figures] of computed.byDay) byDay.set(day, figures);
  if (computed.version !== undefined) {
    const toKeep = new Map(missing.filter((day) => day < currentMonth).map((day) => [day, byDay.get(day)!]));
    await keepMonths(db, associationId, computed.version, toKeep);
  }
  return byDay;
}
