import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import { recurringAuthorizations } from '../db/schema';
import { recurringCancellations } from '../db/schema-recurring';
import type { PaymentGateway } from '../gateways/payment/payment-gateway';
import { gatewayOfAssociation } from '../payments/association-gateway-of';
import type { PaymentDeps } from '../payments/payment-deps';
import { nextTryAfter, pspRetryLog } from '../payments/psp-retry';
import { cancelChargesOfAuthorization } from './close-charges';

type CancelDeps = Pick<PaymentDeps, 'db' | 'gateway' | 'associationGateways' | 'log'>;

const CLOSED = new Set(['cancelled', 'refused', 'expired']);

/**
 * The PSP cancels the recurrence (API Pix PATCH /rec CANCELADA). It refuses to cancel one it has
 * closed already (cancelled, refused, expired): that is what we asked, so ok. One it does not know
 * stays a failure: the association may have moved to another PSP account, and the old one must
 * still hear of it (someone must look).
 */
export async function cancelRecurrenceAtPsp(gateway: PaymentGateway, recurrenceId: string): Promise<Outcome> {
  if (!gateway.recurring) return succeeded(undefined);
  const cancelled = await gateway.recurring.cancel(recurrenceId);
  if (cancelled.ok) return cancelled;
  const status = await gateway.recurring.status(recurrenceId);
  return status && CLOSED.has(status) ? succeeded(undefined) : failed(cancelled.message);
}

/** Takes the run of one cancellation unless it is done, waiting or held by another process. */
async function claim(deps: CancelDeps, authorizationId: number, now: Date) {
  const [claimed] = await deps.db
    .update(recurringCancellations)
    .set({
      attempts: sql`${recurringCancellations.attempts} + 1`,
      nextAttemptAt: nextTryAfter.lease(now),
    })
    .where(
      and(
        eq(recurringCancellations.authorizationId, authorizationId),
        isNull(recurringCancellations.doneAt),
        lte(recurringCancellations.nextAttemptAt, now),
      ),
    )
    .returning({ attempts: recurringCancellations.attempts });
  return claimed?.attempts;
}

async function runOne(
  deps: CancelDeps,
  due: { authorizationId: number; associationId: number; gatewayId: string | null },
  now: Date,
): Promise<boolean> {
  const attempts = await claim(deps, due.authorizationId, now);
  if (attempts === undefined) return false;
  const key = eq(recurringCancellations.authorizationId, due.authorizationId);
  try {
    if (due.gatewayId) {
      const gateway = await gatewayOfAssociation(deps, due.associationId);
      const cancelled = await cancelRecurrenceAtPsp(gateway, due.gatewayId);
      if (!cancelled.ok) throw new Error(cancelled.message);
    }
    await deps.db.update(recurringCancellations).set({ doneAt: new Date(), lastError: null }).where(key);
  } catch (error) {
    const entry = { err: error, authorizationId: due.authorizationId, attempts };
    pspRetryLog(deps.log, attempts, entry, 'recurrence not cancelled at the PSP');
    await deps.db
      .update(recurringCancellations)
      .set({
        nextAttemptAt: nextTryAfter.failure(now, attempts),
        lastError: error instanceof Error ? error.message : String(error),
      })
      .where(key);
    return false;
  }
  // A charge already sent for a coming item is withdrawn too (or by the hourly job's sweep).
  await cancelChargesOfAuthorization(deps, due.authorizationId, now);
  return true;
}

/**
 * Tells the PSP of the authorizations that ended on our side (an erasure): right after the commit
 * for one member, and from the job for every one still due. Safe to run twice: a cancellation done
 * is not taken again, and the PSP's "already cancelled" counts as done.
 */
export async function cancelEndedAuthorizationsAtPsp(
  deps: CancelDeps,
  { memberId, now = new Date(), limit = 200 }: { memberId?: number; now?: Date; limit?: number } = {},
): Promise<{ cancelled: number; waiting: number }> {
  const due = await deps.db
    .select({
      authorizationId: recurringCancellations.authorizationId,
      associationId: recurringAuthorizations.associationId,
      gatewayId: recurringAuthorizations.gatewayId,
    })
    .from(recurringCancellations)
    .innerJoin(
      recurringAuthorizations,
      eq(recurringAuthorizations.id, recurringCancellations.authorizationId),
    )
    .where(
      and(
        isNull(recurringCancellations.doneAt),
        lte(recurringCancellations.nextAttemptAt, now),
        memberId === undefined ? undefined : eq(recurringAuthorizations.memberId, memberId),
      ),
    )
    .orderBy(recurringCancellations.nextAttemptAt)
    .limit(limit);
  let cancelled = 0;
  for (const row of due) if (await runOne(deps, row, now)) cancelled += 1;
  return { cancelled, waiting: due.length - cancelled };
}
