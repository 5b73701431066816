import { and, eq, inArray } from 'drizzle-orm';
import { transactions } from '../db/schema';
import type { PixApiGateway, ReceivedPix } from '../gateways/payment/pix-api-gateway';
import type { PaymentDeps } from './payment-deps';
import { settle } from './settle';

export type ReceivedPixOutcome =
  /** The PSP knows no such Pix: a forged or mistaken notification. */
  | 'unknown'
  /** A Pix to our key that answers none of our pending charges (or one already settled or refunded). */
  | 'not-ours'
  | 'settled'
  /** A second Pix for an item another transaction already paid (settle records it as duplicado). */
  | 'duplicate';

/** Notifications of one Pix arriving together share one confirmation. */
const inFlight = new Map<string, Promise<ReceivedPixOutcome>>();

/**
 * Only a pending (or, paid at the last second, expired) attempt is settled from a received Pix:
 * a succeeded one has nothing left to do, and a refunded one must never become paid again.
 */
const SETTLEABLE = ['pending', 'expired'];

async function settleReceived(deps: PaymentDeps, pix: ReceivedPix, now: Date): Promise<ReceivedPixOutcome> {
  if (!pix.txid) return 'not-ours';
  const [tx] = await deps.db
    .select({ status: transactions.status })
    .from(transactions)
    .where(and(eq(transactions.gatewayId, pix.txid), eq(transactions.method, 'P')));
  if (!tx || !SETTLEABLE.includes(tx.status)) return 'not-ours';
  const settled = await settle(deps, pix.txid, now);
  return settled.ok ? 'settled' : 'duplicate';
}

/**
 * A webhook's notification is only a hint: the Pix is read back from the PSP (GET /pix/{e2eid})
 * and its txid, as the PSP states it, settles our charge through the one settle path — once,
 * however often the PSP (or anyone) repeats the notification.
 */
export function settleNotifiedPix(
  deps: PaymentDeps,
  gateway: PixApiGateway,
  endToEndId: string,
  now = new Date(),
): Promise<ReceivedPixOutcome> {
  const running = inFlight.get(endToEndId);
  if (running) return running;
  const work = (async () => {
    const pix = await gateway.confirmPix(endToEndId);
    if (!pix) return 'unknown' as const;
    return settleReceived(deps, pix, now);
  })().finally(() => inFlight.delete(endToEndId));
  inFlight.set(endToEndId, work);
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
      ),
    );
  const openIds = new Set(open.map((row) => row.gatewayId));
  let settled = 0;
  for (const pix of ours) {
    if (!openIds.has(pix.txid!)) continue;
    if ((await settleReceived(deps, pix, to)) === 'settled') settled += 1;
  }
  return { seen: received.length, settled };
}

/** Sweeps that follow each other: each window starts a little before the previous one ended. */
export function createPixSweeper(deps: PaymentDeps, gateway: PixApiGateway) {
  let lastEnd: Date | undefined;
  return async (now = new Date()) => {
    const from = lastEnd
      ? new Date(lastEnd.getTime() - SWEEP_OVERLAP_MS)
      : new Date(now.getTime() - SWEEP_FIRST_LOOKBACK_MS);
    const result = await sweepReceivedPix(deps, gateway, from, now);
    lastEnd = now;
    return result;
  };
}
