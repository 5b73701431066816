import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cashFlowItems, transactions, type RefundReason } from '../db/schema';
import { paymentWithShares, type ItemShare } from './item-shares';

export interface RecordedRefund {
  shares: ItemShare[];
  reopenedItemIds: number[];
}

/**
 * What the gateway gave back, written in the caller's database transaction: the payment refunded
 * (that part of it) and, when staff ask, every item it paid whose whole share went back open
 * again for a new charge — all of them on a full refund; on a partial one the split of
 * domain/refund-split.ts decides, and an item still partly paid stays paid. Undefined when the
 * payment was no longer succeeded (a concurrent refund won).
 */
export async function recordRefund(
  trx: Db,
  /** staffId null: the PSP refunded it, not staff (a refund in its own panel, a chargeback lost). */
  refund: {
    paymentId: number;
    associationId: number;
    staffId: number | null;
    refundedCentavos: number;
    reopen: boolean;
    /** 'cdc-49': the buyer withdrew (Pagamentos says "Desistência (CDC art. 49)"). */
    reason?: RefundReason | null;
  },
  now: Date,
): Promise<RecordedRefund | undefined> {
  const changed = await trx
    .update(transactions)
    .set({
      status: 'refunded',
      refundedAt: now,
      refundedCentavos: refund.refundedCentavos,
      staffId: refund.staffId,
      refundRequest: null,
      refundReason: refund.reason ?? null,
      updatedAt: now,
      // The items' paid_at may be cleared below: the payment keeps its date.
      settledAt: sql`coalesce(${transactions.settledAt}, (select ${cashFlowItems.paidAt} from ${cashFlowItems} where ${cashFlowItems.id} = ${transactions.itemId}))`,
    })
    .where(and(eq(transactions.id, refund.paymentId), eq(transactions.status, 'succeeded')))
    .returning({ id: transactions.id });
  if (changed.length === 0) return undefined;
  const { shares } = (await paymentWithShares(trx, refund.paymentId))!;
  const whollyBack = shares.filter((s) => s.refundedCentavos >= s.shareCentavos).map((s) => s.itemId);
  if (!refund.reopen || whollyBack.length === 0) return { shares, reopenedItemIds: [] };
  const reopened = await trx
    .update(cashFlowItems)
    .set({ paidAt: null, paidCentavos: null })
    .where(and(inArray(cashFlowItems.id, whollyBack), eq(cashFlowItems.associationId, refund.associationId)))
    .returning({ id: cashFlowItems.id });
  return { shares, reopenedItemIds: reopened.map((r) => r.id).sort((a, b) => a - b) };
}

/**
 * The refund the PSP's event recorded from staff's request before staff's own commit came
 * (server/payments/asaas-settled-change.ts): what it refunded and reopened, read back.
 */
export async function recordedFromRequest(
  trx: Db,
  paymentId: number,
  request: { staffId: number | null; reopen: boolean },
): Promise<RecordedRefund | undefined> {
  const [row] = await trx
    .select({ status: transactions.status, staffId: transactions.staffId })
    .from(transactions)
    .where(eq(transactions.id, paymentId));
  if (row?.status !== 'refunded' || row.staffId !== request.staffId) return undefined;
  const { shares } = (await paymentWithShares(trx, paymentId))!;
  if (!request.reopen) return { shares, reopenedItemIds: [] };
  const open = await trx
    .select({ id: cashFlowItems.id })
    .from(cashFlowItems)
    .where(
      and(
        inArray(
          cashFlowItems.id,
          shares.map((s) => s.itemId),
        ),
        isNull(cashFlowItems.paidAt),
      ),
    );
  return { shares, reopenedItemIds: open.map((r) => r.id).sort((a, b) => a - b) };
}
