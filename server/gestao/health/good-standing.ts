import { inArray } from 'drizzle-orm';
import type { GoodStanding, HealthFilters } from '../../../domain/contract/gestao-health';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import { periodStart, spToday } from './health-sql';
import { standingByDay } from './standing-months';

/** Each month's last day of the period (the current month: today), oldest first. */
export function monthEnds(now: Date, months: number): string[] {
  const today = spToday(now);
  const first = periodStart(now, months);
  return Array.from({ length: months }, (_, k) => {
    const end = first.add(k, 'month').endOf('month');
    return (end.isAfter(today) ? today : end).format('YYYY-MM-DD');
  });
}

/** 1. Adimplência: in good standing / active, at each month's end and today, overall and per category. */
export async function goodStanding(
  db: Db,
  associationId: number,
  f: HealthFilters,
  now = new Date(),
): Promise<GoodStanding> {
  const days = monthEnds(now, f.months);
  const byDay = await standingByDay(db, associationId, days, now);
  const ids = [...new Set([...byDay.values()].flat().map((c) => c.categoryId))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: categories.id, description: categories.description })
            .from(categories)
            .where(inArray(categories.id, ids))
        ).map((c) => [c.id, c.description]),
  );
  return {
    points: days.map((day) => {
      const of = byDay
        .get(day)!
        .filter(
          (c) => names.has(c.categoryId) && (f.categoryId === undefined || c.categoryId === f.categoryId),
        )
        .map((c) => ({
          categoryId: c.categoryId,
          description: names.get(c.categoryId)!,
          active: c.active,
          goodStanding: c.good,
        }))
        .sort((a, b) => a.description.localeCompare(b.description, 'pt-BR'));
      return {
        day,
        overall: {
          active: of.reduce((n, c) => n + c.active, 0),
          goodStanding: of.reduce((n, c) => n + c.goodStanding, 0),
        },
        categories: of,
      };
    }),
  };
}
