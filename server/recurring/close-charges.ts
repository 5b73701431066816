import { and, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { cashFlowItems, recurringAuthorizations, recurringCharges, transactions } from '../db/schema';
import { gatewayToSend } from '../payments/association-gateway-of';
import type { PaymentDeps } from '../payments/payment-deps';

type CloseDeps = Pick<PaymentDeps, 'db' | 'gateway' | 'associationGateways' | 'log'>;

/** Why a recurring charge was withdrawn before its debit, as staff read it. */
export const CANCELLED_PAID_OTHERWISE = 'Cancelada: o item foi pago de outra forma.';
export const CANCELLED_AUTHORIZATION_ENDED = 'Cancelada: a autorização de débito automático terminou.';

/** Claimed or sent, and not debited yet: what the payer's bank could still debit. */
const OPEN_CHARGE = ['sending', 'sent'];

/**
 * Open recurring charges the payer's bank must no longer debit: their item was paid by another
 * payment (PIX, boleto, card, baixa manual), or their authorization ended (the member, staff or
 * the bank cancelled it, or it was refused or expired). `scope` narrows the search to some items
 * or one authorization; without it, every association's (the job's sweep of what an earlier try left).
 */
async function staleCharges(deps: Pick<PaymentDeps, 'db'>, scope: SQL | undefined) {
  const paidOtherwise = and(
    isNotNull(cashFlowItems.paidAt),
    or(
      isNull(recurringCharges.transactionId),
      sql`not exists (select 1 from ${transactions} where ${transactions.id} = ${recurringCharges.transactionId}
        and ${transactions.status} = 'succeeded')`,
    ),
  );
  return deps.db
    .select({
      id: recurringCharges.id,
      txid: recurringCharges.txid,
      status: recurringCharges.status,
      attempts: recurringCharges.attempts,
      transactionId: recurringCharges.transactionId,
      associationId: recurringAuthorizations.associationId,
      paidOtherwise: sql<boolean>`${paidOtherwise}`,
    })
    .from(recurringCharges)
    .innerJoin(recurringAuthorizations, eq(recurringAuthorizations.id, recurringCharges.authorizationId))
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, recurringCharges.itemId))
    .where(
      and(
        inArray(recurringCharges.status, OPEN_CHARGE),
        or(paidOtherwise, ne(recurringAuthorizations.status, 'active')),
        scope,
      ),
    );
}

type Stale = Awaited<ReturnType<typeof staleCharges>>[number];

/**
 * Withdraws one charge: at the PSP first (PATCH /cobr/{txid} CANCELADA) when it may have heard of
 * it, then here, with its payment failed. A PSP that refuses (the debit already happened) or
 * cannot be reached leaves the charge open: its notification or the next try settles it.
 */
async function cancelOne(deps: CloseDeps, charge: Stale, now: Date): Promise<boolean> {
  const reason = charge.paidOtherwise ? CANCELLED_PAID_OTHERWISE : CANCELLED_AUTHORIZATION_ENDED;
  const mayBeAtPsp = charge.status === 'sent' || charge.attempts > 0;
  if (mayBeAtPsp && charge.transactionId) {
    try {
      const gateway = await gatewayToSend(deps, charge.transactionId, charge.associationId);
      const cancelled = await gateway.recurring?.cancelCharge(charge.txid);
      if (!cancelled?.ok) {
        deps.log?.warn(
          { recurringChargeId: charge.id, reason: cancelled?.message },
          'recurring charge not cancelled',
        );
        return false;
      }
    } catch (error) {
      deps.log?.warn({ err: error, recurringChargeId: charge.id }, 'recurring charge not cancelled');
      return false;
    }
  }
  await deps.db.transaction(async (trx) => {
    await trx
      .update(recurringCharges)
      .set({ status: 'cancelled', failureReason: reason, updatedAt: now })
      .where(and(eq(recurringCharges.id, charge.id), inArray(recurringCharges.status, OPEN_CHARGE)));
    if (charge.transactionId) {
      await trx
        .update(transactions)
        .set({ status: 'failed', failureMessage: reason, updatedAt: now })
        .where(and(eq(transactions.id, charge.transactionId), eq(transactions.status, 'pending')));
    }
  });
  return true;
}

async function cancelStale(deps: CloseDeps, scope: SQL | undefined, now: Date): Promise<number> {
  let cancelled = 0;
  for (const charge of await staleCharges(deps, scope)) {
    if (await cancelOne(deps, charge, now)) cancelled += 1;
  }
  return cancelled;
}

/** After items were paid: their recurring charges paid by another payment are withdrawn. */
export function cancelChargesOfPaidItems(deps: CloseDeps, itemIds: readonly number[], now = new Date()) {
  if (itemIds.length === 0) return Promise.resolve(0);
  return cancelStale(deps, inArray(recurringCharges.itemId, [...itemIds]), now);
}

/** After an authorization ended (cancelled, refused, expired): its open charges are withdrawn. */
export function cancelChargesOfAuthorization(deps: CloseDeps, authorizationId: number, now = new Date()) {
  return cancelStale(deps, eq(recurringCharges.authorizationId, authorizationId), now);
}

/** The job's sweep: any charge an earlier withdrawal could not cancel at the PSP. */
export function cancelStaleRecurringCharges(deps: CloseDeps, now = new Date()) {
  return cancelStale(deps, undefined, now);
}
