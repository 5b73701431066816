import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cashFlowItems, products, transactions } from '../db/schema';
import type { TransactionRow } from './payment-answer';

/** The member's transaction by the gateway's id; another member's is not found. */
export async function findMemberTransaction(
  db: Db,
  memberId: number,
  gatewayTransactionId: string,
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select({ tx: transactions })
    .from(transactions)
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
    .where(and(eq(transactions.gatewayId, gatewayTransactionId), eq(cashFlowItems.memberId, memberId)));
  return row?.tx;
}

export interface TransactionReference {
  gatewayTransactionId: string;
  /** The product's hash the buyer is on. */
  hash: string;
  /** The reference incluirFluxoProjetoDireto gave. */
  reference: string;
}

/** The public buyer's transaction: only one of the item the product's hash and reference name. */
export async function findReferencedTransaction(
  db: Db,
  ref: TransactionReference,
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select({ tx: transactions })
    .from(transactions)
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
    .innerJoin(products, eq(products.id, cashFlowItems.productId))
    .where(
      and(
        eq(transactions.gatewayId, ref.gatewayTransactionId),
        eq(cashFlowItems.publicRef, ref.reference),
        eq(products.hash, ref.hash),
      ),
    );
  return row?.tx;
}
