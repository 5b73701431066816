import { and, eq } from 'drizzle-orm';
import { PAYMENT_MSG } from '../../../domain/contract/gestao-payments';
import { ERRORS } from '../../error-messages';
import type { Db } from '../../db/client';
import { cashFlowItems, associations, members, transactions } from '../../db/schema';
import { paidColumns, withPaidItems, type PaidTransaction } from '../../payments/paid-transactions';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';

/** The same receipt the member gets, for a succeeded (or later refunded) payment of the association. */
export async function findReceipt(
  db: Db,
  associationId: number,
  paymentId: number,
): Promise<Outcome<PaidTransaction & { memberId: number }>> {
  const [found] = await db
    .select({ ...paidColumns, status: transactions.status, memberId: cashFlowItems.memberId })
    .from(transactions)
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
    .innerJoin(associations, eq(associations.id, cashFlowItems.associationId))
    .innerJoin(members, eq(members.id, cashFlowItems.memberId))
    .where(and(eq(transactions.id, paymentId), eq(cashFlowItems.associationId, associationId)));
  if (!found) return failed(ERRORS.notFound, 404);
  const { status, memberId, ...row } = found;
  if (status !== 'succeeded' && status !== 'refunded') return failed(PAYMENT_MSG.noReceipt, 409);
  const [receipt] = await withPaidItems(db, [row]);
  return succeeded({ ...receipt!, memberId });
}
