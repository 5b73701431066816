import { sql } from 'drizzle-orm';
import { firstDueDayNotLateOn } from '../../../domain/dues-pricing';
import type { HealthFilters, Renewal } from '../../../domain/contract/gestao-health';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { categoryFilter, dayStart, spDay, spToday } from './health-sql';
import { cohortsByYear } from './renewal-years';

/** Years shown: the current one and the five before; older members join the first group. */
export const RENEWAL_YEARS = 6;

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
  const [byYear, departures] = await Promise.all([
    cohortsByYear(db, associationId, years, f.categoryId, now),
    db.execute(sql`
      with unpaid as (
        select i.member_id, (array_agg(${spDay(sql`i.due_at`)} order by i.due_at))[2] as day
        from cash_flow_items i
        left join memberships ms on ms.member_id = i.member_id and ms.issuer_id = i.issuer_id
        where i.issuer_id = ${associationId} and i.kind = 'annuity' and i.paid_at is null
          and i.cancelled_at is null and i.public_ref is null
          and i.due_at < ${dayStart(firstDueDayNotLateOn(today.format('YYYY-MM-DD')))} and ${categoryFilter(f.categoryId)}
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
  // Those who joined before the first year shown count in it.
  const sums = new Map<string, { cohort: number; year: number; size: number; retained: number }>();
  for (const [year, cohorts] of byYear) {
    for (const c of cohorts) {
      const cohort = Math.max(c.cohort, first);
      const key = `${cohort} ${year}`;
      const sum = sums.get(key) ?? { cohort, year, size: 0, retained: 0 };
      sum.size += c.size;
      sum.retained += c.retained;
      sums.set(key, sum);
    }
  }
  const rows = [...sums.values()];
  const cohorts = [...new Set(rows.map((r) => r.cohort))].sort((a, b) => a - b);
  return {
    cohorts: cohorts.map((cohort) => {
      const of = rows.filter((r) => r.cohort === cohort).sort((a, b) => a.year - b.year);
      return {
        cohort,
        size: of[0]?.size ?? 0,
        years: of.map((r) => ({ year: r.year, retained: r.retained })),
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
