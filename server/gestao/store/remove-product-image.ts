import { and, eq, sql } from 'drizzle-orm';
import type { Product } from '../../../domain/contract/gestao-store';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { ERRORS } from '../../error-messages';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { listProducts } from './list-products';

/**
 * Takes the product's image away (both its bytes and its type): the public page and the member
 * store show their generic picture from then on. A product without an image is left as it is.
 */
export async function removeProductImage(
  db: Db,
  who: StaffSession,
  productId: number,
): Promise<Outcome<Product>> {
  const found = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ mime: products.imageMime, hasImage: sql<boolean>`${products.image} is not null` })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.associationId, who.associationId)))
      .for('update');
    if (!row) return false;
    if (row.mime === null && !row.hasImage) return true;
    await tx.update(products).set({ image: null, imageMime: null }).where(eq(products.id, productId));
    await recordAudit(tx, who, {
      action: 'product.image_removed',
      entity: 'product',
      entityId: productId,
      before: { image: row.mime },
      after: { image: null },
    });
    return true;
  });
  if (!found) return failed(ERRORS.notFound, 404);
  const [product] = await listProducts(db, who.associationId, productId);
  return succeeded(product!);
}
