import { and, desc, eq, gt, gte, isNotNull } from 'drizzle-orm';
import { todayInSaoPaulo } from '../cash-flow/sao-paulo-days';
import type { Db } from '../db/client';
import { transactions } from '../db/schema';
import type { TransactionRow } from './transaction-wire';

/** A pending PIX is handed out again only while the payer still has this long to pay it. */
const PIX_REUSE_MARGIN_MS = 60_000;

/** The item's newest pending PIX or boleto that can still be paid, for the item's amount. */
export async function livePending(
  db: Db,
  item: { id: number; amountCentavos: number },
  method: 'P' | 'B',
  now = new Date(),
): Promise<TransactionRow | undefined> {
  const stillPayable =
    method === 'P'
      ? gt(transactions.pixExpiresAt, new Date(now.getTime() + PIX_REUSE_MARGIN_MS))
      : gte(transactions.boletoDueDate, todayInSaoPaulo(now));
  const [tx] = await db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.itemId, item.id),
        eq(transactions.method, method),
        eq(transactions.status, 'pending'),
        eq(transactions.amountCentavos, item.amountCentavos),
        isNotNull(transactions.gatewayId),
        stillPayable,
      ),
    )
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(1);
  return tx;
}
