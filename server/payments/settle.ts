import { transactionRetryingDeadlocks } from '../db/retry-on-deadlock';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import { cashFlowItems, transactionItems, transactions } from '../db/schema';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/unique-violation';
import type { PaymentGateway } from '../gateways/payment/payment-gateway';
import { gatewayOfTransaction } from './association-gateway-of';
import type { PaymentDeps } from './payment-deps';
import { recordSettled, type SettledPayment } from './settled-effects';

/** Failure reason of a success that arrived for an item already paid by another transaction. */
const DUPLICATE = 'duplicado';
const TRANSACTION_NOT_FOUND = 'Transação não encontrada.';

/**
 * What settling needs; the gateway (when given: the association's own, else the app's) reports its
 * fee, which the server never takes from a client.
 */
export type SettleDeps = Pick<
  PaymentDeps,
  'db' | 'outbox' | 'log' | 'transactionEvents' | 'config' | 'associationGateways' | 'settledEffects'
> & {
  gateway?: PaymentGateway;
};

/**
 * The gateway calls' deps, named one by one: the deps are often the Fastify app, whose decorators
 * (db, associationGateways…) a child context inherits, so a spread would leave them behind.
 */
const gatewayDepsOf = ({ db, gateway, associationGateways, log }: SettleDeps) =>
  gateway ? { db, gateway, associationGateways, log } : null;

/** What the gateway that took the charge kept of it; 0 when it cannot say (the payment stands). */
async function feeOf(
  deps: SettleDeps,
  tx: { itemId: number; gatewayAccount: string | null },
  gatewayId: string,
): Promise<number> {
  const withGateway = gatewayDepsOf(deps);
  if (!withGateway) return 0;
  try {
    return await (await gatewayOfTransaction(withGateway, tx)).feeOf(gatewayId);
  } catch {
    return 0;
  }
}

class AlreadySettled extends Error {}
class ItemAlreadyPaid extends Error {}

/**
 * The gateway says the charge succeeded: in one database transaction mark it succeeded, the
 * item paid and the "payment settled" event recorded; then the areas' handlers run from that
 * event (docs/architecture.md). Safe to call again and from concurrent callers: the
 * partial unique index transactions_one_success_per_item and the paid_at guard mean an item is
 * paid once; a second success is recorded as failed 'duplicado' (a real gateway would refund it).
 */
export async function settle(deps: SettleDeps, gatewayId: string, now = new Date()): Promise<Outcome> {
  const { db } = deps;
  const [tx] = await db.select().from(transactions).where(eq(transactions.gatewayId, gatewayId));
  if (!tx) return failed(TRANSACTION_NOT_FOUND);
  if (tx.status === 'succeeded') return succeeded(undefined);
  if (tx.status === 'failed' && tx.failureMessage === DUPLICATE) return failed(DUPLICATE);

  const feeCentavos = await feeOf(deps, tx, gatewayId);
  let eventId = 0;
  try {
    await transactionRetryingDeadlocks(db, async (trx) => {
      const marked = await trx
        .update(transactions)
        .set({ status: 'succeeded', failureMessage: null, feeCentavos, updatedAt: now })
        .where(and(eq(transactions.id, tx.id), ne(transactions.status, 'succeeded')))
        .returning({ id: transactions.id });
      if (marked.length === 0) throw new AlreadySettled();
      for (const item of await settledItems(trx, tx)) {
        const paid = await trx
          .update(cashFlowItems)
          .set({ paidAt: now, paidCentavos: item.amountCentavos, paymentLockedUntil: null })
          .where(and(eq(cashFlowItems.id, item.itemId), isNull(cashFlowItems.paidAt)))
          .returning({ id: cashFlowItems.id });
        // One of them paid meanwhile: none of this payment's items is paid by it.
        if (paid.length === 0) throw new ItemAlreadyPaid();
      }
      const itemIds = (await settledItems(trx, tx)).map((item) => item.itemId);
      eventId = await recordSettled(trx, { transactionId: tx.id, itemIds, paidAt: now });
    });
  } catch (error) {
    if (error instanceof AlreadySettled) return succeeded(undefined);
    if (error instanceof ItemAlreadyPaid || isUniqueViolation(error)) {
      await db
        .update(transactions)
        .set({ status: 'failed', failureMessage: DUPLICATE, updatedAt: now })
        .where(and(eq(transactions.id, tx.id), ne(transactions.status, 'succeeded')));
      deps.log?.warn({ transactionId: tx.id, itemId: tx.itemId }, 'second success for a paid item');
      return failed(DUPLICATE);
    }
    throw error;
  }

  // The sandbox's crash hook: the commit is made, nothing after it ran (tests of the restart).
  if (deps.config?.crashAfterSettleCommit) process.kill(process.pid, 'SIGKILL');
  await runSettledEffects(deps, eventId);
  return succeeded(undefined);
}

/** The items a transaction pays, each with its share: its set's rows, or its one item. */
async function settledItems(
  db: Db,
  tx: { id: number; itemId: number; amountCentavos: number },
): Promise<{ itemId: number; amountCentavos: number }[]> {
  const shares = await db
    .select({ itemId: transactionItems.itemId, amountCentavos: transactionItems.amountCentavos })
    .from(transactionItems)
    .where(eq(transactionItems.transactionId, tx.id));
  return shares.length > 0 ? shares : [{ itemId: tx.itemId, amountCentavos: tx.amountCentavos }];
}

/**
 * After an item is paid outside `settle` (staff's "baixa manual"), or to run an aftermath again:
 * records the "payment settled" event (once per transaction) and runs what of it has not run.
 */
export async function afterSettled(
  deps: Pick<SettleDeps, 'db' | 'settledEffects' | 'log'>,
  paid: SettledPayment,
) {
  await runSettledEffects(deps, await recordSettled(deps.db, paid));
}

/** The payment stands whatever its aftermath does: what did not run now, the sweep job runs. */
async function runSettledEffects(deps: Pick<SettleDeps, 'settledEffects' | 'log'>, eventId: number) {
  await deps.settledEffects?.runEvent(eventId).catch((error: unknown) => {
    deps.log?.error({ err: error, eventId }, 'payment settled handlers not run');
  });
}
