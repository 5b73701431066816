import dayjs from 'dayjs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { APP_TIMEZONE } from '../../../domain/dates';
import type { Db } from '../../db/client';
import { healthRevenueMonths, type RevenueOfMethod } from '../../db/schema-health';
import { receivedByMonth } from '../../payments/received-money';
import { spToday } from './health-sql';
import { healthVersionOf } from './health-version';

async function keptMonths(
  db: Db,
  associationId: number,
  categoryKey: number,
  months: string[],
  version: number,
) {
  if (months.length === 0) return [];
  return db
    .select({ month: healthRevenueMonths.month, methods: healthRevenueMonths.methods })
    .from(healthRevenueMonths)
    .where(
      and(
        eq(healthRevenueMonths.associationId, associationId),
        eq(healthRevenueMonths.categoryKey, categoryKey),
        eq(healthRevenueMonths.version, version),
        inArray(healthRevenueMonths.month, months),
      ),
    );
}

async function keepMonths(
  db: Db,
  associationId: number,
  categoryKey: number,
  version: number,
  months: ReadonlyMap<string, RevenueOfMethod[]>,
) {
  if (months.size === 0) return;
  await db
    .insert(healthRevenueMonths)
    .values([...months].map(([month, methods]) => ({ associationId, month, categoryKey, version, methods })))
    .onConflictDoUpdate({
      target: [healthRevenueMonths.associationId, healthRevenueMonths.month, healthRevenueMonths.categoryKey],
      set: { version, methods: sql`excluded.methods`, computedAt: sql`now()` },
      setWhere: sql`${healthRevenueMonths.version} <= excluded.version`,
    });
}

/**
 * "Receita por forma de pagamento" of each month ('YYYY-MM', oldest first), per method as the
 * payments recorded it: a closed month from the figures kept (health_revenue_months) while no
 * write has changed it since, the current month and any other read from the one source of
 * received money, and the closed ones kept for the next read. `categoryId`: the members of this
 * category today only.
 */
export async function revenueByMonth(
  db: Db,
  associationId: number,
  months: readonly string[],
  categoryId: number | undefined,
  now: Date,
): Promise<Map<string, RevenueOfMethod[]>> {
  const categoryKey = categoryId ?? 0;
  const current = spToday(now).format('YYYY-MM');
  const closed = months.filter((month) => month < current);
  const version = await healthVersionOf(db, associationId);
  const byMonth = new Map<string, RevenueOfMethod[]>();
  for (const kept of await keptMonths(db, associationId, categoryKey, closed, version))
    byMonth.set(kept.month, kept.methods);
  const missing = months.filter((month) => !byMonth.has(month));
  if (missing.length === 0) return byMonth;
  const from = dayjs.tz(`${missing[0]}-01`, APP_TIMEZONE);
  for (const month of missing) byMonth.set(month, []);
  const rows = await receivedByMonth(db, associationId, from.toDate(), { categoryId });
  const wanted = new Set(missing);
  for (const row of rows) {
    if (!wanted.has(row.month)) continue;
    byMonth.get(row.month)!.push({
      method: row.method,
      paidCentavos: row.paidCentavos,
      refundedCentavos: row.refundedCentavos,
      disputedCentavos: row.disputedCentavos,
      feeCentavos: row.feeCentavos,
    });
  }
  const toKeep = new Map(
    missing.filter((month) => month < current).map((month) => [month, byMonth.get(month)!]),
  );
  await keepMonths(db, associationId, categoryKey, version, toKeep);
  return byMonth;
}
