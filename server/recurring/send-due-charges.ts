import { paymentMethods } from '../../domain/payment-methods';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, lt, lte } from 'drizzle-orm';
import { addDays, todayInSaoPaulo } from '../../domain/sao-paulo-days';
import { cashFlowItems, recurringAuthorizations, recurringCharges, transactions } from '../db/schema';
import { GatewayRefusal } from '../gateways/payment/payment-gateway';
import { gatewayToSend } from '../payments/association-gateway-of';
import { cancelStaleRecurringCharges } from './close-charges';
import type { PaymentDeps } from '../payments/payment-deps';
import { claimDueItems, LAST_SEND_DAYS } from './claim-due-items';

/** A charge the PSP would not take is tried again at the job's next runs, this many times in all. */
const MAX_SEND_ATTEMPTS = 5;

const SEND_WINDOW_MISSED = 'A cobrança não foi aceita pelo banco até 2 dias antes do vencimento.';

export interface SendDueResult {
  claimed: number;
  sent: number;
  failed: number;
  retrying: number;
  /** Charges of items paid another way or of ended authorizations, withdrawn at the PSP. */
  cancelled: number;
}

type Claimed = typeof recurringCharges.$inferSelect & {
  associationId: number;
  recurrenceId: string;
  description: string;
};

/** The payment the charge settles, recorded once before the PSP first hears of it. */
async function transactionFor(deps: PaymentDeps, charge: Claimed, now: Date): Promise<number> {
  if (charge.transactionId) return charge.transactionId;
  const [tx] = await deps.db
    .insert(transactions)
    .values({
      itemId: charge.itemId,
      method: paymentMethods.pix.wire,
      status: 'pending',
      amountCentavos: charge.amountCentavos,
      accessHash: randomBytes(24).toString('base64url'),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: transactions.id });
  await deps.db
    .update(recurringCharges)
    .set({ transactionId: tx!.id })
    .where(eq(recurringCharges.id, charge.id));
  return tx!.id;
}

async function sendOne(
  deps: PaymentDeps,
  charge: Claimed,
  now: Date,
): Promise<'sent' | 'failed' | 'retrying'> {
  const { db } = deps;
  const transactionId = await transactionFor(deps, charge, now);
  let failure: string;
  try {
    const gateway = await gatewayToSend(deps, transactionId, charge.associationId);
    if (!gateway.recurring) throw new GatewayRefusal('Débito automático indisponível.');
    // A retry after an answer that was lost: the PSP may hold the charge already.
    const known = charge.attempts > 0 ? await gateway.recurring.chargeState(charge.txid) : null;
    if (!known) {
      await gateway.recurring.charge({
        recurrenceId: charge.recurrenceId,
        txid: charge.txid,
        amountCentavos: charge.amountCentavos,
        dueDate: charge.dueDate,
        description: charge.description,
      });
    }
    await db.transaction(async (trx) => {
      await trx
        .update(transactions)
        .set({ gatewayId: charge.txid, updatedAt: now })
        .where(eq(transactions.id, transactionId));
      await trx
        .update(recurringCharges)
        .set({ status: 'sent', attempts: charge.attempts + 1, failureReason: null, updatedAt: now })
        .where(eq(recurringCharges.id, charge.id));
    });
    return 'sent';
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
    deps.log?.warn({ err: error, recurringChargeId: charge.id }, 'recurring charge not sent');
  }
  const attempts = charge.attempts + 1;
  const givenUp = attempts >= MAX_SEND_ATTEMPTS;
  await db
    .update(recurringCharges)
    .set({ attempts, failureReason: failure, updatedAt: now, ...(givenUp ? { status: 'failed' } : {}) })
    .where(eq(recurringCharges.id, charge.id));
  if (givenUp) {
    await db
      .update(transactions)
      .set({ status: 'failed', failureMessage: failure, updatedAt: now })
      .where(eq(transactions.id, transactionId));
  }
  return givenUp ? 'failed' : 'retrying';
}

/**
 * The `debito-automatico` job: claims the items now due for a recurring charge, then sends every
 * claimed charge the PSP has not accepted yet (this run's and earlier runs' failures), while the
 * standard's window lasts; past it, the charge fails and staff see it.
 */
export async function sendDueRecurringCharges(deps: PaymentDeps, now = new Date()): Promise<SendDueResult> {
  const { db } = deps;
  const today = todayInSaoPaulo(now);
  const result: SendDueResult = {
    // What an earlier withdrawal could not cancel at the PSP first, so that nothing is debited twice.
    cancelled: await cancelStaleRecurringCharges(deps, now),
    claimed: await claimDueItems(deps, today),
    sent: 0,
    failed: 0,
    retrying: 0,
  };

  const missed = await db
    .update(recurringCharges)
    .set({ status: 'failed', failureReason: SEND_WINDOW_MISSED, updatedAt: now })
    .where(
      and(
        eq(recurringCharges.status, 'sending'),
        lt(recurringCharges.dueDate, addDays(today, LAST_SEND_DAYS)),
      ),
    )
    .returning({ transactionId: recurringCharges.transactionId });
  const missedTransactions = missed.flatMap((row) => (row.transactionId ? [row.transactionId] : []));
  if (missedTransactions.length > 0) {
    await db
      .update(transactions)
      .set({ status: 'failed', failureMessage: SEND_WINDOW_MISSED, updatedAt: now })
      .where(and(inArray(transactions.id, missedTransactions), eq(transactions.status, 'pending')));
  }
  result.failed += missed.length;

  const pending = await db
    .select({
      charge: recurringCharges,
      associationId: recurringAuthorizations.associationId,
      recurrenceId: recurringAuthorizations.gatewayId,
      description: cashFlowItems.description,
    })
    .from(recurringCharges)
    .innerJoin(recurringAuthorizations, eq(recurringAuthorizations.id, recurringCharges.authorizationId))
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, recurringCharges.itemId))
    .where(
      and(
        eq(recurringCharges.status, 'sending'),
        lte(recurringCharges.attempts, MAX_SEND_ATTEMPTS),
        eq(recurringAuthorizations.status, 'active'),
        isNull(cashFlowItems.paidAt),
      ),
    )
    .orderBy(recurringCharges.dueDate, recurringCharges.id);
  for (const { charge, associationId, recurrenceId, description } of pending) {
    const outcome = await sendOne(
      deps,
      { ...charge, associationId, recurrenceId: recurrenceId!, description },
      now,
    );
    result[outcome] += 1;
  }
  return result;
}
