import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { failed } from '../../domain/outcome';
import type { Db } from '../db/client';
import { transactions, type RefundRequest } from '../db/schema';
import { gatewayOfTransaction } from './association-gateway-of';
import type { PaymentDeps } from './payment-deps';

/** A claim older than this is a refund whose server stopped between the PSP's answer and its commit. */
const STALE_CLAIM_MS = 15 * 60_000;

/**
 * The refund written on the payment before the PSP is called: one refund at a time (a second
 * click is refused), and the PSP's refund event, should it arrive before our commit, records it as
 * asked (server/payments/asaas-settled-change.ts). Answers the account that took the charge. A
 * claim left by a server that stopped goes stale, except a transfer's (it must not be sent twice).
 */
export async function claimRefund(db: Db, paymentId: number, request: RefundRequest) {
  const staleBefore = new Date(Date.parse(request.requestedAt) - STALE_CLAIM_MS).toISOString();
  const [claimed] = await db
    .update(transactions)
    .set({ refundRequest: request })
    .where(
      and(
        eq(transactions.id, paymentId),
        eq(transactions.status, 'succeeded'),
        or(
          isNull(transactions.refundRequest),
          sql`(${transactions.refundRequest}->>'requestedAt')::timestamptz < ${staleBefore}::timestamptz
              and (${transactions.refundRequest}->>'byTransfer') is null`,
        ),
      ),
    )
    .returning({ gatewayAccount: transactions.gatewayAccount });
  return claimed;
}

export type GatewayRefund = { ok: true } | { ok: false; claimed: boolean; message?: string };

/**
 * The money back at the PSP, before anything is recorded here: staff's "Estornar" and the buyer's
 * withdrawal (CDC art. 49) alike. Claimed first (a second refund at the same time is refused,
 * claimed false); a refusal of the PSP (or no answer) releases the claim, so the payment is as it
 * was, and says the PSP's message when it gave one.
 */
export async function refundAtGateway(
  deps: Pick<PaymentDeps, 'db' | 'gateway' | 'associationGateways'>,
  payment: { id: number; itemId: number; gatewayId: string },
  request: RefundRequest,
): Promise<GatewayRefund> {
  const { db } = deps;
  const account = await claimRefund(db, payment.id, request);
  if (!account) return { ok: false, claimed: false };
  const refunded = await gatewayOfTransaction(deps, {
    itemId: payment.itemId,
    gatewayAccount: account.gatewayAccount,
  })
    .then((gateway) => gateway.refund(payment.gatewayId, request.refundedCentavos))
    .catch(() => failed(''));
  if (refunded.ok) return { ok: true };
  await db.update(transactions).set({ refundRequest: null }).where(eq(transactions.id, payment.id));
  return { ok: false, claimed: true, ...(refunded.message ? { message: refunded.message } : {}) };
}
