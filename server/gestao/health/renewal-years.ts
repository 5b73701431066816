import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { healthRenewalYears, type CohortAtYearEnd } from '../../db/schema-health';
import { categoryFilter, dayStart, lateAt, lateMasks, pointsArray, spToday } from './health-sql';
import { healthVersionOf } from './health-version';

interface CohortRow {
  cohort: number;
  year: number;
  size: number;
  retained: number;
}

const cohortsOf = (rows: readonly CohortRow[]): CohortAtYearEnd[] =>
  rows.map((r) => ({ cohort: Number(r.cohort), size: Number(r.size), retained: Number(r.retained) }));

/**
 * Active members by the year they joined, and how many had no item overdue at the end of each day
 * (a year's end: 31/12), computed from the items; keyed by the day's year.
 */
export async function cohortsComputedAt(
  db: Db,
  associationId: number,
  ends: readonly string[],
  categoryId: number | undefined,
) {
  const years = ends.map((day) => Number(day.slice(0, 4)));
  const rows = rowsOf<CohortRow>(
    await db.execute(sql`
      with ms as (
        select ms.member_id, extract(year from ms.member_since)::int as cohort
        from memberships ms
        where ms.issuer_id = ${associationId} and ms.status = 'A' and ${categoryFilter(categoryId)}
      ),
      ends as (
        select extract(year from p.day)::int as year, p.k
        from unnest(${pointsArray(ends).array}) with ordinality as p(day, k)
      ),
      late as (${lateMasks(associationId, ends)})
      select ms.cohort, e.year, count(*)::int as size,
             count(*) filter (where not ${lateAt(sql`l.mask`, sql`e.k`)})::int as retained
      from ms
      join ends e on e.year >= ms.cohort
      left join late l on l.member_id = ms.member_id
      group by ms.cohort, e.year`),
  );
  return new Map(years.map((year) => [year, cohortsOf(rows.filter((r) => Number(r.year) === year))]));
}

/** Today, from each membership's oldest open item (memberships.earliest_open_due_at): the same answer. */
export async function cohortsToday(
  db: Db,
  associationId: number,
  today: string,
  categoryId: number | undefined,
) {
  const rows = rowsOf<CohortRow>(
    await db.execute(sql`
      select extract(year from ms.member_since)::int as cohort, count(*)::int as size,
             count(*) filter (where ms.earliest_open_due_at is null
                                 or ms.earliest_open_due_at >= ${dayStart(today)})::int as retained
      from memberships ms
      where ms.issuer_id = ${associationId} and ms.status = 'A' and ${categoryFilter(categoryId)}
        and extract(year from ms.member_since) <= extract(year from ${today}::date)
      group by 1`),
  );
  return cohortsOf(rows);
}

async function keepYears(
  db: Db,
  associationId: number,
  categoryKey: number,
  version: number,
  years: ReadonlyMap<number, CohortAtYearEnd[]>,
) {
  if (years.size === 0) return;
  await db
    .insert(healthRenewalYears)
    .values([...years].map(([year, cohorts]) => ({ associationId, year, categoryKey, version, cohorts })))
    .onConflictDoUpdate({
      target: [healthRenewalYears.associationId, healthRenewalYears.year, healthRenewalYears.categoryKey],
      set: { version, cohorts: sql`excluded.cohorts`, computedAt: sql`now()` },
      setWhere: sql`${healthRenewalYears.version} <= excluded.version`,
    });
}

/**
 * "Renovação" at the end of each year (the current one: today), by the real year each active
 * member joined: a closed year from the figures kept (health_renewal_years) while no write has
 * changed it since, the rest computed, the closed ones kept. `categoryId`: the category today.
 */
export async function cohortsByYear(
  db: Db,
  associationId: number,
  years: readonly number[],
  categoryId: number | undefined,
  now: Date,
): Promise<Map<number, CohortAtYearEnd[]>> {
  const categoryKey = categoryId ?? 0;
  const today = spToday(now);
  const closed = years.filter((year) => year < today.year());
  const version = await healthVersionOf(db, associationId);
  const byYear = new Map<number, CohortAtYearEnd[]>();
  if (closed.length > 0) {
    const kept = await db
      .select({ year: healthRenewalYears.year, cohorts: healthRenewalYears.cohorts })
      .from(healthRenewalYears)
      .where(
        and(
          eq(healthRenewalYears.associationId, associationId),
          eq(healthRenewalYears.categoryKey, categoryKey),
          eq(healthRenewalYears.version, version),
          inArray(healthRenewalYears.year, closed),
        ),
      );
    for (const row of kept) byYear.set(row.year, row.cohorts);
  }
  const missing = closed.filter((year) => !byYear.has(year));
  if (missing.length > 0) {
    const computed = await cohortsComputedAt(
      db,
      associationId,
      missing.map((year) => `${year}-12-31`),
      categoryId,
    );
    for (const [year, cohorts] of computed) byYear.set(year, cohorts);
    await keepYears(db, associationId, categoryKey, version, computed);
  }
  if (years.includes(today.year()))
    byYear.set(today.year(), await cohortsToday(db, associationId, today.format('YYYY-MM-DD'), categoryId));
  return byYear;
}
