import { and, desc, eq, or, sql } from 'drizzle-orm';
import { EVENT_DESK_MSG } from '../../../domain/congress-messages';
import type {
  CancelledRegistration,
  CancelRegistrationBody,
} from '../../../domain/contract/gestao-event-desk';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { transactionItems, transactions } from '../../db/schema';
import { voidRegistration } from '../../congress/void-registration';
import { ERRORS } from '../../error-messages';
import type { RefundDeps } from '../../payments/payment-refunded';
import { recordAudit } from '../audit/record-audit';
import { refundPayment } from '../payments/refund-payment';
import type { StaffSession } from '../staff-accounts';
import { cancelPendingRegistration } from './cancel-pending-registration';
import { registrationRows } from './registration-rows';

/** The succeeded payment that paid the item, and the item's share when it paid a set. */
async function paymentOf(db: Db, itemId: number) {
  const [payment] = await db
    .select({ id: transactions.id, share: transactionItems.amountCentavos })
    .from(transactions)
    .leftJoin(
      transactionItems,
      and(eq(transactionItems.transactionId, transactions.id), eq(transactionItems.itemId, itemId)),
    )
    .where(
      and(
        eq(transactions.status, 'succeeded'),
        or(eq(transactions.itemId, itemId), sql`${transactionItems.itemId} is not null`),
      ),
    )
    .orderBy(desc(transactions.id))
    .limit(1);
  return payment;
}

/**
 * Cancelling a registration: its payment refunded through the gateway first (the payments' own
 * refund: the account that took it, the audit), then, in one transaction, the item withdrawn, the
 * ticket revoked (the door answers "Ingresso inválido") and the seat freed. A Cortesia has no
 * payment to refund; a registration whose boleto is not paid yet has its boleto cancelled instead.
 */
export async function cancelRegistration(
  deps: RefundDeps,
  who: StaffSession,
  eventId: number,
  itemId: number,
  body: CancelRegistrationBody,
  now = new Date(),
): Promise<Outcome<CancelledRegistration>> {
  const { db } = deps;
  const [before] = await registrationRows(db, who.associationId, eventId, { itemId });
  if (!before) {
    // No ticket yet: a boleto still waiting is cancelled at the gateway, nothing to refund.
    const pending = await cancelPendingRegistration(deps, who, eventId, itemId, body, now);
    if (!pending) return failed(ERRORS.notFound, 404);
    return pending.ok ? succeeded({ registration: null, refundedCentavos: 0 }) : pending;
  }
  if (before.status === 'cancelled') return failed(EVENT_DESK_MSG.alreadyCancelled, 409);

  const payment = before.status === 'paid' ? await paymentOf(db, itemId) : undefined;
  let refundedCentavos = 0;
  if (payment) {
    const refunded = await refundPayment(
      deps,
      who,
      payment.id,
      { reopenItem: false, ...(payment.share === null ? {} : { amountCentavos: payment.share }) },
      now,
    );
    if (!refunded.ok) return refunded;
    refundedCentavos = refunded.value.refundedCentavos;
  }

  await db.transaction(async (tx) => {
    await voidRegistration(tx, itemId, body.reason || EVENT_DESK_MSG.cancelReason, now);
    await recordAudit(tx, who, {
      action: 'event.registration.cancel',
      entity: 'event',
      entityId: eventId,
      before: { itemId, name: before.name, status: before.status },
      after: { itemId, status: 'cancelled', refundedCentavos, reason: body.reason ?? null },
    });
  });
  const [after] = await registrationRows(db, who.associationId, eventId, { itemId });
  return succeeded({ registration: after!, refundedCentavos });
}
