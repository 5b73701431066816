import { sql } from 'drizzle-orm';
import type { GoodStanding, HealthFilters } from '../../../domain/contract/gestao-health';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { lateAt, lateMasks, periodStart, pointsArray, spToday } from './health-sql';

interface Row {
  day: string;
  category_id: number;
  description: string;
  active: number;
  good: number;
}

/** Each month's last day of the period (the current month: today), oldest first. */
export function monthEnds(now: Date, months: number): string[] {
  const today = spToday(now);
  const first = periodStart(now, months);
  return Array.from({ length: months }, (_, k) => {
    const end = first.add(k, 'month').endOf('month');
    return (end.isAfter(today) ? today : end).format('YYYY-MM-DD');
  });
}

/**
 * Active members of each point's day (member since then, status active today) in the category
 * they had that day (Histórico de categorias), and how many had no item overdue.
 */
export const standingAtPoints = (associationId: number, days: readonly string[], categoryId?: number) => sql`
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
  select to_char(a.day, 'YYYY-MM-DD') as day, a.category_id, c.description,
         count(*)::int as active, count(*) filter (where not ${lateAt(sql`l.mask`, sql`a.k`)})::int as good
  from at_point a
  join categories c on c.id = a.category_id
  left join late l on l.member_id = a.member_id
  where ${categoryId === undefined ? sql`true` : sql`a.category_id = ${categoryId}`}
  group by a.day, a.category_id, c.description
  order by a.day, c.description`;

/** 1. Adimplência: in good standing / active, at each month's end and today, overall and per category. */
export async function goodStanding(
  db: Db,
  associationId: number,
  f: HealthFilters,
  now = new Date(),
): Promise<GoodStanding> {
  const days = monthEnds(now, f.months);
  const rows = rowsOf<Row>(await db.execute(standingAtPoints(associationId, days, f.categoryId)));
  return {
    points: days.map((day) => {
      const of = rows.filter((r) => r.day === day);
      return {
        day,
        overall: {
          active: of.reduce((n, r) => n + Number(r.active), 0),
          goodStanding: of.reduce((n, r) => n + Number(r.good), 0),
        },
        categories: of.map((r) => ({
          categoryId: Number(r.category_id),
          description: r.description,
          active: Number(r.active),
          goodStanding: Number(r.good),
        })),
      };
    }),
  };
}
