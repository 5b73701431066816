import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cashFlowItems, products, transactions } from '../db/schema';
import type { ItemReference } from './referenced-item';

/** A public purchase's item, hash and reference: what reopens its "Compra concluída"; undefined for a member's own payment. */
export async function publicPurchaseOf(db: Db, transactionId: number): Promise<ItemReference | undefined> {
  const [row] = await db
    .select({ itemId: cashFlowItems.id, hash: products.hash, reference: cashFlowItems.publicRef })
    .from(transactions)
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
    .innerJoin(products, eq(products.id, cashFlowItems.productId))
    .where(eq(transactions.id, transactionId));
  return row?.reference ? { ...row, reference: row.reference } : undefined;
}
