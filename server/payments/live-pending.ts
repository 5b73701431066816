import { paymentMethods } from '../../domain/payment-methods';
import { and, desc, eq, gt, gte, isNotNull, sql } from 'drizzle-orm';
import { todayInSaoPaulo } from '../../domain/sao-paulo-days';
import type { Db } from '../db/client';
import { transactionItems, transactions } from '../db/schema';
import type { TransactionRow } from './payment-answer';

/** A pending PIX is handed out again only while the payer still has this long to pay it. */
const PIX_REUSE_MARGIN_MS = 60_000;

/** What a payment is for: its items (the first one is the transaction's) and today's amount. */
export interface PaymentFor {
  itemIds: readonly number[];
  amountCentavos: number;
}

/** The same items exactly: one item has no set rows; a set has one row per item. */
const sameItems = ({ itemIds }: PaymentFor) => {
  const setOf = sql`(select array_agg(${transactionItems.itemId} order by ${transactionItems.itemId})
    from ${transactionItems} where ${transactionItems.transactionId} = ${transactions.id})`;
  if (itemIds.length === 1) return sql`${setOf} is null`;
  const sorted = [...itemIds].sort((a, b) => a - b);
  return sql`${setOf} = array[${sql.join(
    sorted.map((id) => sql`${id}::int`),
    sql`, `,
  )}]`;
};

/**
 * The newest pending PIX or boleto for these items that can still be paid, for today's amount:
 * asking again (a reload, a double click) hands out the same one instead of a second charge.
 */
export async function livePending(
  db: Db,
  payment: PaymentFor,
  method: typeof paymentMethods.pix.wire | typeof paymentMethods.boleto.wire,
  now = new Date(),
): Promise<TransactionRow | undefined> {
  const stillPayable =
    method === paymentMethods.pix.wire
      ? gt(transactions.pixExpiresAt, new Date(now.getTime() + PIX_REUSE_MARGIN_MS))
      : gte(transactions.boletoDueDate, todayInSaoPaulo(now));
  const [tx] = await db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.itemId, payment.itemIds[0]!),
        eq(transactions.method, method),
        eq(transactions.status, 'pending'),
        eq(transactions.amountCentavos, payment.amountCentavos),
        isNotNull(transactions.gatewayId),
        stillPayable,
        sameItems(payment),
      ),
    )
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(1);
  return tx;
}
