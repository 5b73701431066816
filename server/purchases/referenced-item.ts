import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cashFlowItems, associations, products } from '../db/schema';
import type { ListedItem } from '../cash-flow/listed-item';
import { priceColumns, withPrice } from '../dues/item-price';

export interface ReferencedItem extends ListedItem {
  memberId: number;
  productEndsAt: Date | null;
}

export interface ItemReference {
  itemId: number;
  /** The product's hash the buyer is on. */
  hash: string;
  /** The reference incluirFluxoProjetoDireto gave. */
  reference: string;
  associationId?: number | undefined;
}

/**
 * The public buyer's item: only when the id, the product's hash and the reference all match.
 * The id is sequential and the hash public, so the reference is what proves the buyer's claim.
 */
export async function findReferencedItem(db: Db, ref: ItemReference): Promise<ReferencedItem | undefined> {
  const [row] = await db
    .select({
      id: cashFlowItems.id,
      memberId: cashFlowItems.memberId,
      associationId: cashFlowItems.associationId,
      associationName: associations.name,
      kind: cashFlowItems.kind,
      description: cashFlowItems.description,
      productDescription: products.description,
      productEndsAt: products.endsAt,
      dueAt: cashFlowItems.dueAt,
      paidAt: cashFlowItems.paidAt,
      ...priceColumns,
    })
    .from(cashFlowItems)
    .innerJoin(associations, eq(associations.id, cashFlowItems.associationId))
    .innerJoin(products, eq(products.id, cashFlowItems.productId))
    .where(
      and(
        eq(cashFlowItems.id, ref.itemId),
        eq(cashFlowItems.publicRef, ref.reference),
        eq(products.hash, ref.hash),
        ref.associationId !== undefined ? eq(cashFlowItems.associationId, ref.associationId) : undefined,
      ),
    );
  return row && withPrice(row);
}
