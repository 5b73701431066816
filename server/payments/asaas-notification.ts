import { and, eq, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { asaasWebhookEvents, cashFlowItems, transactions } from '../db/schema';
import type { AsaasGateway } from '../gateways/payment/asaas/asaas-gateway';
import { ENV_ACCOUNT } from './association-gateway';
import { ASAAS_ACCOUNT_PREFIX } from '../associations/asaas-credentials';
import type { PaymentDeps } from './payment-deps';
import { followSettledAtAsaas } from './asaas-settled-change';
import { refreshStatus } from './refresh-status';

/** An Asaas webhook event (API v3 "Eventos para cobranças"): only its id, name and payment id are read. */
export interface AsaasEvent {
  id: string;
  event: string;
  paymentId: string | undefined;
}

/** Whose Asaas account sent the event, as its token says: the install's, or an association's own. */
export type AsaasEventAccount = 'env' | { associationId: number };

/** 'foreign': the event names a payment of ours taken at another account than its token's. */
export type NotificationHandling = 'duplicate' | 'unknown' | 'checked' | 'foreign';

/** Transactions charged at the account: the install's, or any version of the association's Asaas settings. */
export const chargedAt = (account: AsaasEventAccount): SQL | undefined =>
  account === 'env'
    ? or(eq(transactions.gatewayAccount, ENV_ACCOUNT), isNull(transactions.gatewayAccount))
    : and(
        like(transactions.gatewayAccount, `${ASAAS_ACCOUNT_PREFIX}%`),
        sql`exists (select 1 from ${cashFlowItems} where ${cashFlowItems.id} = ${transactions.itemId}
          and ${cashFlowItems.associationId} = ${account.associationId})`,
      );

/**
 * One Asaas event, handled once: our transaction is refreshed from Asaas's own answer (GET
 * /payments/{id} at the account that took it), never from the event's body. An event whose token
 * is another account's than the payment's is 'foreign' and changes nothing. A forged event names
 * a payment the account does not have and changes nothing. An event that arrives before our
 * commit finds the transaction by its externalReference (our id), only among the account's own.
 * Throws when Asaas cannot be asked: the event is not recorded, so its redelivery is handled.
 */
export async function handleAsaasEvent(
  deps: PaymentDeps,
  gateway: AsaasGateway,
  event: AsaasEvent,
  now = new Date(),
  account: AsaasEventAccount = 'env',
): Promise<NotificationHandling> {
  return handledOnce(deps.db, event, () => refreshFromAsaas(deps, gateway, account, event.paymentId, now));
}

/**
 * An Asaas event (of a payment or an invoice) handled at most once by its id: a redelivery is
 * 'duplicate'; a foreign one is not recorded, so its id stays free for the right account's delivery;
 * one whose handling throws (Asaas unreachable) is not recorded either, so its redelivery is handled.
 */
export async function handledOnce(
  db: Db,
  event: { id: string; event: string; paymentId?: string | undefined },
  handle: () => Promise<NotificationHandling>,
): Promise<NotificationHandling> {
  const [seen] = await db
    .select({ id: asaasWebhookEvents.eventId })
    .from(asaasWebhookEvents)
    .where(eq(asaasWebhookEvents.eventId, event.id));
  if (seen) return 'duplicate';
  const outcome = await handle();
  if (outcome === 'foreign') return outcome;
  await db
    .insert(asaasWebhookEvents)
    .values({ eventId: event.id, event: event.event, paymentId: event.paymentId ?? null })
    .onConflictDoNothing();
  return outcome;
}

async function refreshFromAsaas(
  deps: PaymentDeps,
  gateway: AsaasGateway,
  account: AsaasEventAccount,
  paymentId: string | undefined,
  now: Date,
): Promise<NotificationHandling> {
  if (!paymentId) return 'unknown';
  const { db } = deps;
  const [known] = await db.select().from(transactions).where(eq(transactions.gatewayId, paymentId));
  if (known) {
    const [ours] = await db
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.id, known.id), chargedAt(account)));
    if (!ours) return 'foreign';
    // Both read the payment back at the account recorded on the transaction.
    if (known.status === 'succeeded') await followSettledAtAsaas(deps, known, now);
    else await refreshStatus(deps, known, now);
    return 'checked';
  }
  const payment = await gateway.readPayment(paymentId);
  if (!payment) return 'unknown';
  const reference = Number(payment.externalReference);
  if (!Number.isSafeInteger(reference) || reference <= 0) return 'unknown';
  // Our commit of the gateway id has not happened (or a crash lost it): the reference is ours.
  const [tx] = await db
    .update(transactions)
    .set({ gatewayId: payment.id })
    .where(
      and(
        eq(transactions.id, reference),
        isNull(transactions.gatewayId),
        eq(transactions.status, 'pending'),
        chargedAt(account),
      ),
    )
    .returning();
  if (!tx) return 'unknown';
  await refreshStatus(deps, tx, now);
  return 'checked';
}
