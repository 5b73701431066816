import { and, asc, eq, inArray, isNotNull, min, sql } from 'drizzle-orm';
import { currentLotPrices, priceOfDay } from '../congress/lot-prices';
import { soldOutProducts } from '../congress/seats';
import type { Db } from '../db/client';
import { cashFlowItems, categories, associations, memberships, productPrices, products } from '../db/schema';
import { congressEvents } from '../db/schema-congress';

/** An in-store product of an association the member is an active member of, priced for their category there. */
export interface StoreProduct {
  id: number;
  hash: string;
  description: string;
  detailedHtml: string | null;
  /** Without one the app shows its generic picture. */
  hasImage: boolean;
  endsAt: Date | null;
  associationId: number;
  associationName: string;
  categoryId: number;
  categoryName: string;
  /** Null when the product has no price for the member's category. */
  priceCentavos: number | null;
  /** When the member paid for it; null while not acquired. */
  paidAt: Date | null;
  /** Priced for the member's category and not ended: the member may acquire it now. */
  onSale: boolean;
  /** An event with no seat left ("Esgotado"): listed, not sold. */
  soldOut: boolean;
  /** An event (congress, course): paying it issues a ticket. */
  isEvent: boolean;
  /** The event's date and venue, for the member's product page (issue #38). */
  event: { startsAt: Date; endsAt: Date; place: string } | null;
}

export const productImageUrl = (hash: string) =>
  `/api/access/acessarProjetoImagem/${encodeURIComponent(hash)}`;

/** The first payment of each product the member acquired. */
async function paidProducts(db: Db, memberId: number): Promise<Map<number, Date>> {
  const rows = await db
    .select({ productId: cashFlowItems.productId, paidAt: min(cashFlowItems.paidAt) })
    .from(cashFlowItems)
    .where(
      and(
        eq(cashFlowItems.memberId, memberId),
        isNotNull(cashFlowItems.productId),
        isNotNull(cashFlowItems.paidAt),
      ),
    )
    .groupBy(cashFlowItems.productId);
  return new Map(
    rows.flatMap((r) =>
      r.productId !== null && r.paidAt ? [[r.productId, new Date(r.paidAt)] as const] : [],
    ),
  );
}

/**
 * The member's store: products on sale for them, plus those they already acquired (still shown
 * as acquired when the sale ended or their category has no price any more). With productId, that
 * product alone (an empty list when the member may not see it).
 */
export async function listStoreProducts(
  db: Db,
  memberId: number,
  { productId, now = new Date() }: { productId?: number; now?: Date } = {},
): Promise<StoreProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      hash: products.hash,
      description: products.description,
      detailedHtml: products.detailedHtml,
      hasImage: sql<boolean>`${products.imageMime} is not null`,
      endsAt: products.endsAt,
      associationId: associations.id,
      associationName: associations.name,
      categoryId: memberships.categoryId,
      categoryName: categories.description,
      priceCentavos: productPrices.amountCentavos,
    })
    .from(products)
    .innerJoin(
      memberships,
      and(
        eq(memberships.associationId, products.associationId),
        eq(memberships.memberId, memberId),
        eq(memberships.status, 'A'),
      ),
    )
    .innerJoin(associations, eq(associations.id, products.associationId))
    .innerJoin(categories, eq(categories.id, memberships.categoryId))
    .leftJoin(
      productPrices,
      and(eq(productPrices.productId, products.id), eq(productPrices.categoryId, memberships.categoryId)),
    )
    .where(and(eq(products.inStore, true), productId === undefined ? undefined : eq(products.id, productId)))
    .orderBy(asc(products.createdAt), asc(products.id));
  const paid = await paidProducts(db, memberId);
  const soldOut = await soldOutProducts(
    db,
    rows.map((row) => row.id),
    now,
  );
  const events = new Map(
    (
      await db
        .select({
          productId: congressEvents.productId,
          startsAt: congressEvents.startsAt,
          endsAt: congressEvents.endsAt,
          place: congressEvents.place,
        })
        .from(congressEvents)
        .where(inArray(congressEvents.productId, [0, ...rows.map((row) => row.id)]))
    ).map(({ productId, ...event }) => [productId, event]),
  );
  const lots = await currentLotPrices(
    db,
    rows.map((row) => row.id),
    now,
  );
  return rows.flatMap((listed) => {
    const row = {
      ...listed,
      priceCentavos:
        listed.priceCentavos === null
          ? null
          : priceOfDay(lots, listed.id, listed.categoryId, listed.priceCentavos),
    };
    const paidAt = paid.get(row.id) ?? null;
    const onSale = row.priceCentavos !== null && (row.endsAt === null || row.endsAt > now);
    return onSale || paidAt
      ? [
          {
            ...row,
            paidAt,
            onSale,
            soldOut: soldOut.has(row.id),
            isEvent: events.has(row.id),
            event: events.get(row.id) ?? null,
          },
        ]
      : [];
  });
}

export async function findStoreProduct(db: Db, memberId: number, productId: number, now = new Date()) {
  const [product] = await listStoreProducts(db, memberId, { productId, now });
  return product;
}
