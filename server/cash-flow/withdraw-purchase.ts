import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { cashFlowItems } from '../db/schema';

const WITHDRAWN_BY_MEMBER = 'Desistência do membro';
const WITHDRAWN_UNPAID = 'Pagamento não concluído';
/** How long an unpaid purchase waits for its PIX or boleto before it is withdrawn. */
const ABANDONED_AFTER_HOURS = 24;

/**
 * "Desistir": the member withdraws a product they started to buy and did not pay. Nothing else
 * (an annuity, a contribution, a paid item, a payment running right now) can be withdrawn.
 */
export async function withdrawPurchase(db: Db, memberId: number, itemId: number, now = new Date()) {
  const withdrawn = await db
    .update(cashFlowItems)
    .set({ cancelledAt: now, cancelReason: WITHDRAWN_BY_MEMBER })
    .where(
      and(
        eq(cashFlowItems.id, itemId),
        eq(cashFlowItems.memberId, memberId),
        eq(cashFlowItems.kind, 'product'),
        isNull(cashFlowItems.paidAt),
        isNull(cashFlowItems.cancelledAt),
        or(isNull(cashFlowItems.paymentLockedUntil), lte(cashFlowItems.paymentLockedUntil, now)),
      ),
    )
    .returning({ id: cashFlowItems.id });
  return withdrawn.length > 0;
}

/**
 * Purchases (store or public page) left unpaid: withdrawn once a day has passed and no PIX or
 * boleto of theirs can still be paid, so they linger nowhere. A payment arriving later still
 * settles the item (the money came in).
 */
export async function withdrawAbandonedPurchases(db: Db, now = new Date()): Promise<{ withdrawn: number }> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      update cash_flow_items i set cancelled_at = ${now.toISOString()}::timestamptz, cancel_reason = ${WITHDRAWN_UNPAID}
      where i.kind = 'product' and i.paid_at is null and i.cancelled_at is null
        and i.created_at < ${now.toISOString()}::timestamptz - make_interval(hours => ${ABANDONED_AFTER_HOURS})
        and (i.payment_locked_until is null or i.payment_locked_until <= ${now.toISOString()}::timestamptz)
        and not exists (
          select 1 from transactions t
          where t.item_id = i.id and t.status = 'pending'
            and (t.pix_expires_at > ${now.toISOString()}::timestamptz
                 or t.boleto_due_date >= (${now.toISOString()}::timestamptz at time zone 'America/Sao_Paulo')::date)
        )
      returning i.id`),
  );
  return { withdrawn: rows.length };
}
