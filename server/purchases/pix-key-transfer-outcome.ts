import { and, eq, inArray, lt } from 'drizzle-orm';
import { WITHDRAWAL_MSG } from '../../domain/withdrawal-messages';
import { transactions } from '../db/schema';
import { refundTransfers } from '../db/schema-refunds';
import type { PixKeyTransferRead } from '../gateways/payment/payment-gateway';
import {
  chargedAt,
  handledOnce,
  type AsaasEventAccount,
  type NotificationHandling,
} from '../payments/asaas-notification';
import { gatewayOfTransaction } from '../payments/association-gateway-of';
import type { PaymentDeps } from '../payments/payment-deps';
import { secretBoxOf } from '../secrets/secret-box';
import { refundKeyContext } from './boleto-refund';

type Deps = Pick<PaymentDeps, 'db' | 'gateway' | 'associationGateways' | 'config' | 'log'>;
type Row = typeof refundTransfers.$inferSelect;

/** The rows a transfer's news can still change: under way, or owed by staff while one waits at the PSP. */
const OPEN: Row['status'][] = ['sent', 'to-return'];

/** The PSP's words for staff, the buyer's key taken out should they echo it. */
function refusalWithoutKey(deps: Deps, row: Row, reason: string): string {
  if (!row.keySealed) return reason;
  const key = secretBoxOf(deps.config).open(row.keySealed, refundKeyContext(row.transactionId));
  return WITHDRAWAL_MSG.staffPspRefused(reason.split(key).join('[chave]'));
}

/**
 * What a transfer's news does to its row: arrived, the row is 'done' and the key erased; failed
 * or cancelled, staff must return it by hand ("Devolver por transferência", the key still sealed);
 * waiting for a person's approval at the PSP, staff are told. Only a row still open changes, so a
 * news told twice (the webhook and the sweep) changes it once.
 */
export async function applyTransferNews(deps: Deps, row: Row, news: PixKeyTransferRead): Promise<void> {
  const open = and(
    eq(refundTransfers.transactionId, row.transactionId),
    inArray(refundTransfers.status, OPEN),
  );
  if (news.state === 'done') {
    if (row.status === 'returned')
      deps.log?.error(
        { transactionId: row.transactionId },
        'a PIX transfer arrived after staff returned the money by hand: the buyer was paid twice',
      );
    await deps.db
      .update(refundTransfers)
      .set({ status: 'done', keySealed: null, pspRefusal: null })
      .where(open);
    return;
  }
  if (news.state === 'failed') {
    const pspRefusal = refusalWithoutKey(deps, row, news.reason ?? WITHDRAWAL_MSG.staffPspCannot);
    await deps.db.update(refundTransfers).set({ status: 'to-return', pspRefusal }).where(open);
    return;
  }
  if (news.state === 'awaits-approval')
    await deps.db
      .update(refundTransfers)
      .set({ status: 'to-return', pspRefusal: WITHDRAWAL_MSG.staffPspAwaitsApproval })
      .where(open);
}

/** Asks the PSP that holds the row's payment where its transfer stands, and applies it. */
async function followAtPsp(deps: Deps, row: Row): Promise<void> {
  if (!row.pspTransferId) return;
  const [payment] = await deps.db
    .select({ itemId: transactions.itemId, gatewayAccount: transactions.gatewayAccount })
    .from(transactions)
    .where(eq(transactions.id, row.transactionId));
  if (!payment) return;
  const gateway = await gatewayOfTransaction(deps, payment);
  const news = await gateway.readPixKeyTransfer?.(row.pspTransferId);
  if (news) await applyTransferNews(deps, row, news);
}

/**
 * One Asaas transfer event (TRANSFER_*), handled once by its id like the payment events: the
 * transfer is read back at the account that took the payment, never taken from the event's body.
 * A transfer of ours whose token is another account's is 'foreign'; one of nobody's, 'unknown'.
 * Throws when Asaas cannot be asked: the event is not recorded, so its redelivery is handled.
 */
export function handleAsaasTransferEvent(
  deps: Deps,
  event: { id: string; event: string; transferId: string | undefined },
  account: AsaasEventAccount,
): Promise<NotificationHandling> {
  return handledOnce(deps.db, event, async () => {
    if (!event.transferId) return 'unknown';
    const [row] = await deps.db
      .select()
      .from(refundTransfers)
      .where(eq(refundTransfers.pspTransferId, event.transferId));
    if (!row) return 'unknown';
    const [ours] = await deps.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.id, row.transactionId), chargedAt(account)));
    if (!ours) return 'foreign';
    await followAtPsp(deps, row);
    return 'checked';
  });
}

/** How long a transfer may stay with the banks before the sweep asks the PSP (a lost webhook). */
const SWEEP_AFTER_MS = 10 * 60_000;

/** The reconciliation's part: transfers under way for a while, asked at their PSP one by one. */
export async function sweepTransfersUnderWay(deps: Deps, now = new Date()): Promise<{ checked: number }> {
  const rows = await deps.db
    .select()
    .from(refundTransfers)
    .where(
      and(
        eq(refundTransfers.status, 'sent'),
        lt(refundTransfers.createdAt, new Date(now.getTime() - SWEEP_AFTER_MS)),
      ),
    )
    .limit(50);
  for (const row of rows) {
    try {
      await followAtPsp(deps, row);
    } catch (error) {
      deps.log?.warn({ err: error, transactionId: row.transactionId }, 'PIX transfer not checked at the PSP');
    }
  }
  return { checked: rows.length };
}
