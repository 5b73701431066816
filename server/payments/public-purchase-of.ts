import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cashFlowItems, products, transactions } from '../db/schema';

/** What reopens a public purchase's "Compra concluída": its item, the product's hash and the buyer's reference. */
export interface PublicPurchase {
  itemId: number;
  hash: string;
  reference: string;
}

/** A payment's public purchase; undefined for a member's own payment. */
export async function publicPurchaseOf(db: Db, transactionId: number): Promise<PublicPurchase | undefined> {
  const [row] = await db
    .select({ itemId: cashFlowItems.id, hash: products.hash, reference: cashFlowItems.publicRef })
    .from(transactions)
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
    .innerJoin(products, eq(products.id, cashFlowItems.productId))
    .where(eq(transactions.id, transactionId));
  return row?.reference ? { ...row, reference: row.reference } : undefined;
}
