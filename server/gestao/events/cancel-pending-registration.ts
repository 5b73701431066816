import { and, eq, isNull } from 'drizzle-orm';
import { EVENT_DESK_MSG } from '../../../domain/congress-messages';
import type { CancelRegistrationBody } from '../../../domain/contract/gestao-event-desk';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { cashFlowItems, members, transactions } from '../../db/schema';
import { congressEvents, eventSeats } from '../../db/schema-congress';
import { gatewayOfTransaction } from '../../payments/association-gateway-of';
import type { PaymentDeps } from '../../payments/payment-deps';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';

/** The failure a cancelled boleto's attempt records. */
export const BOLETO_CANCELLED = 'Boleto cancelado com a inscrição';

/**
 * Cancelling a registration not paid yet (a boleto waiting for the payer): each boleto is
 * cancelled at the gateway first, so it can no longer be paid; nothing was received, so nothing is
 * refunded. Then the item is withdrawn and its seat freed. Undefined when the item is not an
 * unpaid registration of this association's event.
 */
export async function cancelPendingRegistration(
  deps: Pick<PaymentDeps, 'db' | 'gateway' | 'associationGateways'>,
  who: StaffSession,
  eventId: number,
  itemId: number,
  body: CancelRegistrationBody,
  now: Date,
): Promise<Outcome<{ name: string }> | undefined> {
  const { db } = deps;
  const [item] = await db
    .select({ id: cashFlowItems.id, name: members.name, payerName: cashFlowItems.payerName })
    .from(cashFlowItems)
    .innerJoin(congressEvents, eq(congressEvents.productId, cashFlowItems.productId))
    .innerJoin(members, eq(members.id, cashFlowItems.memberId))
    .where(
      and(
        eq(cashFlowItems.id, itemId),
        eq(congressEvents.id, eventId),
        eq(congressEvents.associationId, who.associationId),
        isNull(cashFlowItems.paidAt),
        isNull(cashFlowItems.cancelledAt),
      ),
    );
  if (!item) return undefined;
  const boletos = await db
    .select()
    .from(transactions)
    .where(
      and(eq(transactions.itemId, itemId), eq(transactions.method, 'B'), eq(transactions.status, 'pending')),
    );
  for (const boleto of boletos) {
    const gateway = await gatewayOfTransaction(deps, boleto);
    if (!gateway.cancelCharge || !boleto.gatewayId) return failed(EVENT_DESK_MSG.boletoNotCancellable, 409);
    const cancelled = await gateway.cancelCharge(boleto.gatewayId);
    if (!cancelled.ok) return failed(cancelled.message, 409);
  }
  const name = item.payerName ?? item.name;
  await db.transaction(async (tx) => {
    for (const boleto of boletos) {
      await tx
        .update(transactions)
        .set({ status: 'failed', failureMessage: BOLETO_CANCELLED, updatedAt: now })
        .where(and(eq(transactions.id, boleto.id), eq(transactions.status, 'pending')));
    }
    await tx
      .update(cashFlowItems)
      .set({ cancelledAt: now, cancelReason: body.reason || EVENT_DESK_MSG.cancelReason })
      .where(
        and(eq(cashFlowItems.id, itemId), isNull(cashFlowItems.cancelledAt), isNull(cashFlowItems.paidAt)),
      );
    await tx.delete(eventSeats).where(eq(eventSeats.itemId, itemId));
    await recordAudit(tx, who, {
      action: 'event.registration.cancel',
      entity: 'event',
      entityId: eventId,
      before: { itemId, name, status: 'pending' },
      after: {
        itemId,
        status: 'cancelled',
        refundedCentavos: 0,
        boletosCancelled: boletos.length,
        reason: body.reason ?? null,
      },
    });
  });
  return succeeded({ name });
}
