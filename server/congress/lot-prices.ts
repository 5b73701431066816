import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { todayInSaoPaulo } from '../../domain/sao-paulo-days';
import type { Db } from '../db/client';
import { congressEvents, eventLots } from '../db/schema-congress';

export type LotPrices = ReadonlyMap<string, number>;

const keyOf = (productId: number, categoryId: number) => `${productId}:${categoryId}`;

/**
 * The lot price of the day for each event product and category: the earliest lot whose last day
 * (São Paulo) has not passed. A product or category without one keeps its own price.
 */
export async function currentLotPrices(db: Db, productIds: readonly number[], now: Date): Promise<LotPrices> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: congressEvents.productId,
      categoryId: eventLots.categoryId,
      amountCentavos: eventLots.amountCentavos,
    })
    .from(eventLots)
    .innerJoin(congressEvents, eq(congressEvents.id, eventLots.eventId))
    .where(
      and(inArray(congressEvents.productId, [...productIds]), gte(eventLots.lastDay, todayInSaoPaulo(now))),
    )
    .orderBy(asc(eventLots.lastDay));
  const prices = new Map<string, number>();
  for (const row of rows) {
    const key = keyOf(row.productId, row.categoryId);
    if (!prices.has(key)) prices.set(key, row.amountCentavos);
  }
  return prices;
}

/** The price the server charges today: the current lot's, else the product's own. */
export const priceOfDay = (lots: LotPrices, productId: number, categoryId: number, ownPrice: number) =>
  lots.get(keyOf(productId, categoryId)) ?? ownPrice;
