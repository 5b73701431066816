import type { Db } from '../db/client';
import { transactionItems, transactions } from '../db/schema';
import type { TransactionRow } from './payment-answer';
import type { Charge } from './methods/method-charge';

/** The attempt, recorded before the gateway hears of it; a set also records each item's share. */
export async function recordAttempt(
  db: Db,
  values: typeof transactions.$inferInsert,
  charge: Charge,
): Promise<TransactionRow> {
  return db.transaction(async (trx) => {
    const [tx] = (await trx.insert(transactions).values(values).returning()) as [TransactionRow];
    if (charge.items.length > 1) {
      await trx.insert(transactionItems).values(
        charge.items.map((item) => ({
          transactionId: tx.id,
          itemId: item.id,
          amountCentavos: item.amountCentavos,
        })),
      );
    }
    return tx;
  });
}
