import { sql } from 'drizzle-orm';
import type { HealthFilters, Renewal } from '../../../domain/contract/gestao-health';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { categoryFilter, dayStart, lateAt, lateMasks, pointsArray, spDay, spToday } from './health-sql';

/** Years shown: the current one and the five before; older members join the first group. */
export const RENEWAL_YEARS = 6;

interface CohortSqlRow {
  cohort: number;
  year: number;
  size: number;
  retained: number;
}

/**
 * 4. Renovação por ano de entrada: active members by the year they joined (those who joined before
 * the first year shown count in it), and for each year since, how many were in good standing at
 * its end (the current year: today). Evasão: members whose second annuity left unpaid fell due
 * this year, with that day and their last payment.
 */
export async function renewal(
  db: Db,
  associationId: number,
  f: HealthFilters,
  now = new Date(),
): Promise<Renewal> {
  const today = spToday(now);
  const first = today.year() - RENEWAL_YEARS + 1;
  const years = Array.from({ length: RENEWAL_YEARS }, (_, k) => first + k);
  const ends = years.map((y) => (y === today.year() ? today.format('YYYY-MM-DD') : `${y}-12-31`));
  const [cohortRows, departures] = await Promise.all([
    db.execute(sql`
      with ms as (
        select ms.member_id, greatest(extract(year from ms.member_since)::int, ${first}::int) as cohort
        from memberships ms
        where ms.issuer_id = ${associationId} and ms.status = 'A' and ${categoryFilter(f.categoryId)}
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
    db.execute(sql`
      with unpaid as (
        select i.member_id, (array_agg(${spDay(sql`i.due_at`)} order by i.due_at))[2] as day
        from cash_flow_items i
        left join memberships ms on ms.member_id = i.member_id and ms.issuer_id = i.issuer_id
        where i.issuer_id = ${associationId} and i.kind = 'annuity' and i.paid_at is null
          and i.cancelled_at is null and i.public_ref is null
          and i.due_at < ${dayStart(today.format('YYYY-MM-DD'))} and ${categoryFilter(f.categoryId)}
        group by i.member_id having count(*) >= 2
      )
      select u.member_id, m.name, to_char(u.day, 'YYYY-MM-DD') as day,
             (select to_char(max(${spDay(sql`t.created_at`)}), 'YYYY-MM-DD')
                from transactions t join cash_flow_items pi on pi.id = t.item_id
               where pi.member_id = u.member_id and pi.issuer_id = ${associationId}
                 and t.status = 'succeeded') as last_payment
      from unpaid u join members m on m.id = u.member_id
      where u.day >= ${`${today.year()}-01-01`}::date
      order by u.day desc, m.name limit 200`),
  ]);
  const rows = rowsOf<CohortSqlRow>(cohortRows);
  const cohorts = [...new Set(rows.map((r) => Number(r.cohort)))].sort((a, b) => a - b);
  return {
    cohorts: cohorts.map((cohort) => {
      const of = rows.filter((r) => Number(r.cohort) === cohort);
      return {
        cohort,
        size: Number(of[0]?.size ?? 0),
        years: of
          .map((r) => ({ year: Number(r.year), retained: Number(r.retained) }))
          .sort((a, b) => a.year - b.year),
      };
    }),
    departures: rowsOf<{ member_id: number; name: string; day: string; last_payment: string | null }>(
      departures,
    ).map((r) => ({
      memberId: Number(r.member_id),
      name: r.name,
      day: r.day,
      lastPaymentDay: r.last_payment,
    })),
  };
}
