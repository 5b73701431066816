import { CHARGE_MSG, type GestaoItem, type CancelItemBody } from '../../../domain/contract/gestao-charges';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { cashFlowItems } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { toItem, findItem, whyNotOpen, openAndFree } from './charge-items';

/** Withdraws an open item (members no longer see it); refused when paid or while a payment runs. */
export async function cancelItem(
  db: Db,
  who: StaffSession,
  itemId: number,
  { reason }: CancelItemBody,
  now = new Date(),
): Promise<Outcome<GestaoItem>> {
  const done = await db.transaction(async (trx) => {
    const before = await findItem(trx, who.associationId, itemId);
    const changed = await trx
      .update(cashFlowItems)
      .set({ cancelledAt: now, cancelReason: reason })
      .where(openAndFree(who.associationId, itemId, now))
      .returning({ id: cashFlowItems.id });
    if (!before || changed.length === 0) return false;
    const after = {
      ...toItem(before),
      status: 'cancelled' as const,
      cancelledAt: now.toISOString(),
      cancelReason: reason,
    };
    await recordAudit(trx, who, {
      action: 'item.cancel',
      entity: 'cash_flow_item',
      entityId: itemId,
      before: toItem(before),
      after,
    });
    return after;
  });
  if (done) return succeeded(done);
  return (await whyNotOpen(db, who.associationId, itemId, now)) ?? failed(CHARGE_MSG.paymentRunning, 409);
}
