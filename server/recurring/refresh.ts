import { and, eq, inArray } from 'drizzle-orm';
import type { RecurringStatus } from '../../domain/contract/debito-automatico';
import { recurringAuthorizations, recurringCharges, transactions } from '../db/schema';
import type { PaymentGateway } from '../gateways/payment/payment-gateway';
import type { PaymentDeps } from '../payments/payment-deps';
import { refreshStatus } from '../payments/refresh-status';
import { REFUSED_BY_BANK } from './charge-end';
import { cancelChargesOfAuthorization } from './close-charges';

/** Which account a notification came to: the environment's, or one association's own. */
export type NotifiedAccount = 'env' | { associationId: number };

/**
 * Whether an association's Pix Automático lives at the account a notification came to: its own account
 * for its own URL, the environment's only for associations without one. A notification to another
 * account's URL changes nothing of this association's.
 */
async function servedBy(
  deps: PaymentDeps,
  account: NotifiedAccount,
  associationId: number,
): Promise<boolean> {
  if (account !== 'env') return account.associationId === associationId;
  const own = deps.associationGateways
    ? await deps.associationGateways.gatewayForAssociation(associationId)
    : deps.gateway;
  return own === deps.gateway;
}

/**
 * A notification about a recurrence (idRec) is a hint: its status is read from the PSP that
 * notified, and recorded only for an authorization of ours that this PSP serves.
 */
export async function refreshAuthorization(
  deps: PaymentDeps,
  gateway: PaymentGateway,
  account: NotifiedAccount,
  recurrenceId: string,
  now = new Date(),
): Promise<RecurringStatus | 'unknown'> {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(recurringAuthorizations)
    .where(eq(recurringAuthorizations.gatewayId, recurrenceId));
  if (!row || !gateway.recurring || !(await servedBy(deps, account, row.associationId))) return 'unknown';
  const status = await gateway.recurring.status(recurrenceId);
  if (status === null) return 'unknown';
  if (status !== row.status) {
    await db
      .update(recurringAuthorizations)
      .set({ status, updatedAt: now, ...(status === 'active' ? {} : { endedReason: 'psp' }) })
      .where(
        and(
          eq(recurringAuthorizations.id, row.id),
          inArray(recurringAuthorizations.status, ['pending', 'active']),
        ),
      );
    // Ended at the bank (cancelled, refused, expired): its charges not yet debited are withdrawn.
    if (status !== 'active' && status !== 'pending') await cancelChargesOfAuthorization(deps, row.id, now);
  }
  return status;
}

/**
 * A notification about a recurring charge (txid): confirmed at the PSP, the payment settled once
 * (item paid, receipt sent) or the failure recorded with the PSP's reason.
 */
export async function refreshRecurringCharge(
  deps: PaymentDeps,
  gateway: PaymentGateway,
  account: NotifiedAccount,
  txid: string,
  now = new Date(),
): Promise<'paid' | 'failed' | 'sent' | 'unknown'> {
  const { db } = deps;
  const [row] = await db
    .select({
      id: recurringCharges.id,
      status: recurringCharges.status,
      transactionId: recurringCharges.transactionId,
      associationId: recurringAuthorizations.associationId,
    })
    .from(recurringCharges)
    .innerJoin(recurringAuthorizations, eq(recurringAuthorizations.id, recurringCharges.authorizationId))
    .where(eq(recurringCharges.txid, txid));
  if (!row?.transactionId || !gateway.recurring || !(await servedBy(deps, account, row.associationId))) {
    return 'unknown';
  }
  if (row.status === 'paid' || row.status === 'failed') return row.status;
  const state = await gateway.recurring.chargeState(txid);
  if (!state) return 'unknown';
  const [tx] = await db.select().from(transactions).where(eq(transactions.id, row.transactionId));
  const settled = await refreshStatus(deps, tx!, now);
  if (settled === 'pending') return 'sent';
  const outcome = settled === 'succeeded' ? 'paid' : 'failed';
  await db
    .update(recurringCharges)
    .set({
      status: outcome,
      failureReason: outcome === 'failed' ? (state.reason ?? REFUSED_BY_BANK) : null,
      updatedAt: now,
    })
    .where(eq(recurringCharges.id, row.id));
  return outcome;
}
