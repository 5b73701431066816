import { transactionRetryingDeadlocks } from '../db/retry-on-deadlock';
import { and, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { cashFlowItems, transactionItems, transactions } from '../db/schema';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/unique-violation';
import { verifyPath } from '../documents/issued-documents';
import { issueReceipt } from '../documents/receipt-document';
import type { PaymentGateway } from '../gateways/payment/payment-gateway';
import { issueTickets } from '../congress/issue-tickets';
import { emailTickets } from '../congress/ticket-email';
import { secretBoxOf } from '../secrets/secret-box';
import { cancelChargesOfPaidItems } from '../recurring/close-charges';
import { scheduleInvoices } from '../invoices/schedule-invoices';
import { gatewayOfTransaction } from './issuer-gateway-of';
import type { PaymentDeps } from './payment-deps';
import { sendPaymentReceipt } from './receipt';

/** Failure reason of a success that arrived for an item already paid by another transaction. */
const DUPLICATE = 'duplicado';
const TRANSACTION_NOT_FOUND = 'Transação não encontrada.';

export type SettleResult = { ok: true } | { ok: false; message: string };

/**
 * What settling needs; the gateway (when given: the issuer's own, else the app's) reports its
 * fee, which the server never takes from a client.
 */
export type SettleDeps = Pick<
  PaymentDeps,
  'db' | 'outbox' | 'log' | 'transactionEvents' | 'config' | 'issuerGateways'
> & {
  gateway?: PaymentGateway;
};

/**
 * The gateway calls' deps, named one by one: the deps are often the Fastify app, whose decorators
 * (db, issuerGateways…) a child context inherits, so a spread would leave them behind.
 */
const gatewayDepsOf = ({ db, gateway, issuerGateways, log }: SettleDeps) =>
  gateway ? { db, gateway, issuerGateways, log } : null;

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
 * The gateway says the charge succeeded: in one database transaction mark it succeeded and the
 * item paid, then e-mail the receipt. Safe to call again and from concurrent callers: the
 * partial unique index transactions_one_success_per_item and the paid_at guard mean an item is
 * paid once; a second success is recorded as failed 'duplicado' (a real gateway would refund it).
 */
export async function settle(deps: SettleDeps, gatewayId: string, now = new Date()): Promise<SettleResult> {
  const { db } = deps;
  const [tx] = await db.select().from(transactions).where(eq(transactions.gatewayId, gatewayId));
  if (!tx) return { ok: false, message: TRANSACTION_NOT_FOUND };
  if (tx.status === 'succeeded') return { ok: true };
  if (tx.status === 'failed' && tx.failureMessage === DUPLICATE) return { ok: false, message: DUPLICATE };

  const feeCentavos = await feeOf(deps, tx, gatewayId);
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
    });
  } catch (error) {
    if (error instanceof AlreadySettled) return { ok: true };
    if (error instanceof ItemAlreadyPaid || isUniqueViolation(error)) {
      await db
        .update(transactions)
        .set({ status: 'failed', failureMessage: DUPLICATE, updatedAt: now })
        .where(and(eq(transactions.id, tx.id), ne(transactions.status, 'succeeded')));
      deps.log?.warn({ transactionId: tx.id, itemId: tx.itemId }, 'second success for a paid item');
      return { ok: false, message: DUPLICATE };
    }
    throw error;
  }

  const itemIds = (await settledItems(db, tx)).map((item) => item.itemId);
  await afterSettled(deps, { transactionId: tx.id, itemIds, paidAt: now });
  return { ok: true };
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
 * After an item is paid (by the gateway, or by staff's "baixa manual"): every open payment screen
 * of the item hears it (the settled transaction's and any other attempt still pending, whose
 * payer need not pay any more), and the member gets the receipt.
 */
export async function afterSettled(
  deps: SettleDeps,
  paid: { transactionId: number; itemIds: readonly number[]; paidAt: Date },
): Promise<void> {
  const { db } = deps;
  const attempts = await db
    .select({ gatewayId: transactions.gatewayId })
    .from(transactions)
    .where(
      and(
        inArray(transactions.itemId, [...paid.itemIds]),
        isNotNull(transactions.gatewayId),
        inArray(transactions.status, ['pending', 'succeeded']),
      ),
    );
  for (const { gatewayId } of attempts) {
    await deps.transactionEvents
      ?.publish({ gatewayId: gatewayId!, status: 'succeeded' })
      .catch((error: unknown) => {
        deps.log?.warn({ err: error, transactionId: paid.transactionId }, 'status event not published');
      });
  }
  // An event's registration gets its ticket (the member's list issues a missing one too), by e-mail.
  await issueTickets(db, paid.itemIds)
    .then(() => emailTickets({ db, outbox: deps.outbox, box: secretBoxOf(deps.config) }, paid.itemIds))
    .catch((error: unknown) => {
      deps.log?.error({ err: error, transactionId: paid.transactionId }, 'event ticket not issued or sent');
    });
  // The receipt document (once per transaction, whoever settles it first) and its verification link.
  let verifyUrl: string | undefined;
  try {
    const receipt = await issueReceipt(db, paid.transactionId);
    if (receipt) verifyUrl = `${deps.config.publicUrl}${verifyPath(receipt.code)}`;
  } catch (error) {
    deps.log?.error({ err: error, transactionId: paid.transactionId }, 'receipt document not issued');
  }
  try {
    await sendPaymentReceipt(db, deps.outbox, paid.transactionId, paid.paidAt, verifyUrl);
  } catch (error) {
    // The payment stands; a lost receipt must not turn it into an error for the payer.
    deps.log?.error({ err: error, transactionId: paid.transactionId }, 'payment receipt not sent');
  }
  // A Pix Automático charge already sent for an item now paid another way must not be debited too.
  const withGateway = gatewayDepsOf(deps);
  if (withGateway) {
    // The service invoices (NFS-e) of the products that issue one; the payment stands without them.
    await scheduleInvoices(withGateway, paid.transactionId, paid.paidAt).catch((error: unknown) => {
      deps.log?.error({ err: error, transactionId: paid.transactionId }, 'service invoices not scheduled');
    });
    await cancelChargesOfPaidItems(withGateway, paid.itemIds).catch((error: unknown) => {
      deps.log?.warn({ err: error, transactionId: paid.transactionId }, 'recurring charges not cancelled');
    });
  }
}
