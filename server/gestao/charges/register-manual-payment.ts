import { randomBytes } from 'node:crypto';
import {
  CHARGE_MSG,
  type ManualPaymentBody,
  type ManualPaymentDone,
} from '../../../domain/contract/gestao-charges';
import { toWireDate } from '../../../domain/dates';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { recordedOnlyMethods } from '../../../domain/recorded-methods';
import { cashFlowItems, transactions } from '../../db/schema';
import { dueOn } from '../../dues/item-price';
import { afterSettled, type SettleDeps } from '../../payments/settle';
import { recordSettled } from '../../payments/settled-effects';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { toItem, findItem, whyNotOpen, openAndFree } from './charge-items';

/** The day's noon in São Paulo stands for a payment staff date by day only. */
const paidInstant = (day: string) => new Date(`${day}T12:00:00-03:00`);

/**
 * "Baixa manual": a payment received outside the app, for what the item cost on the day staff
 * say it was received (its early price, or its fine and interest). One transaction row (method M, no gateway)
 * and the item paid, in one database transaction; then, as when the gateway settles, open payment
 * screens of the item hear it and the member gets the receipt. The gateway is never called.
 */
export async function registerManualPayment(
  deps: SettleDeps,
  who: StaffSession,
  itemId: number,
  body: ManualPaymentBody,
  now = new Date(),
): Promise<Outcome<ManualPaymentDone>> {
  const { db } = deps;
  if (body.paidOn > toWireDate(now)) return failed(CHARGE_MSG.futurePayment);
  const paidAt = paidInstant(body.paidOn);
  const done = await db.transaction(async (trx) => {
    const before = await findItem(trx, who.associationId, itemId);
    if (!before) return undefined;
    // What the member owed on the day it was received: the dues engine's price, fine and interest included.
    const owed = dueOn(before, body.paidOn).totalCentavos;
    const paid = await trx
      .update(cashFlowItems)
      .set({ paidAt, paidCentavos: owed, paymentLockedUntil: null })
      .where(openAndFree(who.associationId, itemId, now))
      .returning({ id: cashFlowItems.id });
    if (!paid[0]) return undefined;
    const [tx] = await trx
      .insert(transactions)
      .values({
        itemId,
        method: recordedOnlyMethods.manual.wire,
        status: 'succeeded',
        amountCentavos: owed,
        accessHash: randomBytes(24).toString('base64url'),
        manualMethod: body.method,
        note: body.note === '' ? null : body.note,
        staffId: who.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: transactions.id });
    await recordSettled(trx, { transactionId: tx!.id, itemIds: [itemId], paidAt });
    const after = {
      ...toItem(before),
      currentCentavos: owed,
      status: 'paid' as const,
      paidAt: paidAt.toISOString(),
    };
    await recordAudit(trx, who, {
      action: 'item.manual_payment',
      entity: 'cash_flow_item',
      entityId: itemId,
      before: toItem(before),
      after: { ...after, transactionId: tx!.id, method: body.method, note: body.note },
    });
    return { transactionId: tx!.id, item: after };
  });
  if (!done)
    return (await whyNotOpen(db, who.associationId, itemId, now)) ?? failed(CHARGE_MSG.paymentRunning, 409);
  await afterSettled(deps, { transactionId: done.transactionId, itemIds: [itemId], paidAt });
  return succeeded(done);
}
