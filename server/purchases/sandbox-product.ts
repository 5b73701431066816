import { sanitizeProductHtml } from '../store/sanitize-html';
import type { Db } from '../db/client';
import { productPrices, products } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';

const SANDBOX_PRODUCT_ASSOCIATION = 428;
const PRICES = [
  { categoryId: 2701, amountCentavos: 10_000 },
  { categoryId: 501, amountCentavos: 15_000 },
  { categoryId: 601, amountCentavos: 20_000 },
];

/** A test product of association 428, off the store, whose detailed description is the HTML given, stored as every product's is: sanitized. */
export async function createSandboxProduct(
  db: Db,
  product: { hash: string; detailedHtml: string },
): Promise<{ ok: true } | { ok: false; message: string }> {
  const detailedHtml = await sanitizeProductHtml(product.detailedHtml);
  try {
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(products)
        .values({
          associationId: SANDBOX_PRODUCT_ASSOCIATION,
          hash: product.hash,
          description: `Produto de teste ${product.hash}`,
          detailedHtml,
          inStore: false,
        })
        .returning({ id: products.id });
      await tx.insert(productPrices).values(PRICES.map((p) => ({ ...p, productId: created!.id })));
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, message: 'Este HASH já existe.' };
    throw error;
  }
  return { ok: true };
}
