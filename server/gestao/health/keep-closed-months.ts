import { eq } from 'drizzle-orm';
import { HEALTH_PERIODS } from '../../../domain/contract/gestao-health';
import type { Db } from '../../db/client';
import { memberships } from '../../db/schema';
import { monthEnds } from './good-standing';
import { periodMonths, spToday } from './health-sql';
import { remindersSince } from './reminder-days';
import { RENEWAL_YEARS } from './renewal';
import { cohortsByYear } from './renewal-years';
import { revenueByMonth } from './revenue-months';
import { standingByDay } from './standing-months';

/**
 * The nightly "saude" job: each association's closed months of the longest period Saúde offers
 * (Adimplência's month ends; everyone's Receita, Lembretes' days more than 16 days ago
 * and Renovação's closed years) are computed where no current figures are kept,
 * so that the first read of the day answers from them. Returns how many associations it went through.
 */
export async function keepClosedMonths(db: Db, now: Date): Promise<number> {
  const longest = Math.max(...HEALTH_PERIODS);
  const closed = monthEnds(now, longest).slice(0, -1);
  const closedMonths = periodMonths(now, longest).slice(0, -1);
  const thisYear = spToday(now).year();
  const closedYears = Array.from({ length: RENEWAL_YEARS - 1 }, (_, k) => thisYear - RENEWAL_YEARS + 1 + k);
  const withMembers = await db
    .selectDistinct({ associationId: memberships.associationId })
    .from(memberships)
    .where(eq(memberships.status, 'A'));
  for (const { associationId } of withMembers) {
    await standingByDay(db, associationId, closed, now);
    await revenueByMonth(db, associationId, closedMonths, undefined, now);
    await cohortsByYear(db, associationId, closedYears, undefined, now);
    await remindersSince(db, associationId, `${closedMonths[0]}-01`, undefined, now);
  }
  return withMembers.length;
}
