import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cashFlowItems, transactionItems } from '../db/schema';

export interface PaidItem {
  description: string;
  amountCentavos: number;
}

/**
 * What a transaction paid, item by item: each item of a set with its share, or its one item
 * for the whole amount. For receipts.
 */
export async function paidItemsOf(
  db: Db,
  tx: { transactionId: number; description: string; amountCentavos: number },
): Promise<PaidItem[]> {
  const shares = await db
    .select({ description: cashFlowItems.description, amountCentavos: transactionItems.amountCentavos })
    .from(transactionItems)
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactionItems.itemId))
    .where(eq(transactionItems.transactionId, tx.transactionId))
    .orderBy(cashFlowItems.dueAt, cashFlowItems.id);
  return shares.length > 0 ? shares : [{ description: tx.description, amountCentavos: tx.amountCentavos }];
}
