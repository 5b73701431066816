import { failed, succeeded, type Outcome } from '../../domain/outcome';
import { paymentMethods } from '../../domain/payment-methods';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { cashFlowItems, transactions } from '../db/schema';
import type { AssociationGateways } from './association-gateway';
import type { PixApiGateway } from '../gateways/payment/pix-api-gateway';
import type { ReceivedPix } from '../gateways/payment/pix-api-received';
import { associationsWithPixCredentials } from '../associations/pix-credentials';
import type { PaymentDeps } from './payment-deps';
import { settle } from './settle';

/**
 * What a Pix the PSP confirmed did here. A notified Pix the PSP knows nothing of (a forged or
 * mistaken notification) is not one: settleNotifiedPix answers it as a failure, PIX_NOT_CONFIRMED.
 */
export type ConfirmedPix =
  /** A Pix to our key that answers none of our pending charges (or one already settled or refunded). */
  | 'not-ours'
  | 'settled'
  /** A second Pix for an item another transaction already paid (settle records it as duplicado). */
  | 'duplicate';

export const PIX_NOT_CONFIRMED = 'Pix não confirmado pelo PSP.';

/** Notifications of one Pix arriving together share one confirmation. */
const inFlight = new Map<string, Promise<Outcome<ConfirmedPix>>>();

/**
 * Only a pending (or, paid at the last second, expired) attempt is settled from a received Pix:
 * a succeeded one has nothing left to do, and a refunded one must never become paid again.
 */
const SETTLEABLE = ['pending', 'expired'];

/**
 * Whose PSP account received the Pix: an association's own (its charges only), or the environment's
 * (PAYMENT_GATEWAY=pix-api, any association's charge it holds).
 */
export type ReceivingAccount = { associationId: number } | 'env';

/** Transactions the account's Pix may settle: of its association's items, when it is an association's. */
const chargedBy = (account: ReceivingAccount): SQL | undefined =>
  account === 'env'
    ? undefined
    : sql`exists (select 1 from ${cashFlowItems} where ${cashFlowItems.id} = ${transactions.itemId}
        and ${cashFlowItems.associationId} = ${account.associationId})`;

async function settleReceived(
  deps: PaymentDeps,
  account: ReceivingAccount,
  pix: ReceivedPix,
  now: Date,
): Promise<ConfirmedPix> {
  if (!pix.txid) return 'not-ours';
  const [tx] = await deps.db
    .select({ status: transactions.status })
    .from(transactions)
    .where(
      and(
        eq(transactions.gatewayId, pix.txid),
        eq(transactions.method, paymentMethods.pix.wire),
        chargedBy(account),
      ),
    );
  if (!tx || !SETTLEABLE.includes(tx.status)) return 'not-ours';
  const settled = await settle(deps, pix.txid, now);
  return settled.ok ? 'settled' : 'duplicate';
}

/**
 * A webhook's notification is only a hint: the Pix is read back from the PSP (GET /pix/{e2eid})
 * of the account the webhook belongs to, and its txid, as the PSP states it, settles our charge
 * through the one settle path — once, however often the PSP (or anyone) repeats the notification.
 */
export function settleNotifiedPix(
  deps: PaymentDeps,
  gateway: PixApiGateway,
  account: ReceivingAccount,
  endToEndId: string,
  now = new Date(),
): Promise<Outcome<ConfirmedPix>> {
  const key = `${account === 'env' ? 'env' : account.associationId}:${endToEndId}`;
  const running = inFlight.get(key);
  if (running) return running;
  const work = (async () => {
    const pix = await gateway.confirmPix(endToEndId);
    if (!pix) return failed(PIX_NOT_CONFIRMED);
    return succeeded(await settleReceived(deps, account, pix, now));
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, work);
  return work;
}

/** How far back the first sweep after a start looks; later sweeps overlap the previous one a little. */
export const SWEEP_FIRST_LOOKBACK_MS = 24 * 3600_000;
export const SWEEP_OVERLAP_MS = 10 * 60_000;

/**
 * The reconciliation's other half: the Pix the PSP received in a window (GET /pix?inicio&fim),
 * settling each that answers a charge of ours still open on our side — what a lost webhook missed
 * even after our own attempt was marked expired.
 */
export async function sweepReceivedPix(
  deps: PaymentDeps,
  gateway: PixApiGateway,
  from: Date,
  to: Date,
  account: ReceivingAccount = 'env',
): Promise<{ seen: number; settled: number }> {
  const received = await gateway.receivedPix(from, to);
  const ours = received.filter((pix) => pix.txid);
  if (ours.length === 0) return { seen: received.length, settled: 0 };
  const open = await deps.db
    .select({ gatewayId: transactions.gatewayId })
    .from(transactions)
    .where(
      and(
        inArray(
          transactions.gatewayId,
          ours.map((pix) => pix.txid!),
        ),
        inArray(transactions.status, SETTLEABLE),
        chargedBy(account),
      ),
    );
  const openIds = new Set(open.map((row) => row.gatewayId));
  let settled = 0;
  for (const pix of ours) {
    if (!openIds.has(pix.txid!)) continue;
    if ((await settleReceived(deps, account, pix, to)) === 'settled') settled += 1;
  }
  return { seen: received.length, settled };
}

/** The window of a sweep that follows another: from a little before the previous one ended. */
const windowStart = (lastEnd: Date | undefined, now: Date) =>
  lastEnd
    ? new Date(lastEnd.getTime() - SWEEP_OVERLAP_MS)
    : new Date(now.getTime() - SWEEP_FIRST_LOOKBACK_MS);

/** Sweeps that follow each other: each window starts a little before the previous one ended. */
export function createPixSweeper(
  deps: PaymentDeps,
  gateway: PixApiGateway,
  account: ReceivingAccount = 'env',
) {
  let lastEnd: Date | undefined;
  return async (now = new Date()) => {
    const result = await sweepReceivedPix(deps, gateway, windowStart(lastEnd, now), now, account);
    lastEnd = now;
    return result;
  };
}

/**
 * The sweep of every association that receives on a PSP account of its own, each with its own window.
 * One account that cannot be read (unreachable, credentials that no longer open) is logged and
 * left for the next run; the others are swept all the same.
 */
export function createAssociationPixSweeper(
  deps: PaymentDeps & { associationGateways: AssociationGateways },
) {
  const lastEnds = new Map<number, Date>();
  return async (now = new Date()) => {
    const total = { accounts: 0, seen: 0, settled: 0 };
    for (const associationId of await associationsWithPixCredentials(deps.db)) {
      try {
        const gateway = await deps.associationGateways.associationPixGateway(associationId);
        if (!gateway) continue;
        const swept = await sweepReceivedPix(
          deps,
          gateway,
          windowStart(lastEnds.get(associationId), now),
          now,
          {
            associationId,
          },
        );
        lastEnds.set(associationId, now);
        total.accounts += 1;
        total.seen += swept.seen;
        total.settled += swept.settled;
      } catch (error) {
        deps.log?.warn({ err: error, associationId }, 'received PIX of an association not swept');
      }
    }
    return total;
  };
}
