import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { WALLET_MSG } from '../../domain/wallet-messages';
import type { Db } from '../db/client';
import { transactions } from '../db/schema';
import type { PaymentAnswer } from './payment-answer';

/** Keys live in one unique column: prefixing the member keeps two members' keys apart. */
export const scopedKey = (memberId: number, key: string) => `${memberId}:${key}`;

/** Idempotency-Key header: 1 to 128 visible ASCII characters. */
export const IDEMPOTENCY_KEY_RE = /^[\x21-\x7e]{1,128}$/;

/** Fingerprint of what the request asks for. Card data never enters it, only a reference to the card. */
export function requestFingerprint(fields: Record<string, string | number>): string {
  const canonical = JSON.stringify(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(canonical).digest('hex');
}

export type Replay = { ok: true; answer: PaymentAnswer } | { ok: false; status: 409; message: string };

/** The stored answer for a key already used, or undefined when the key is new. */
export async function replayFor(db: Db, key: string, fingerprint: string): Promise<Replay | undefined> {
  const [prior] = await db
    .select({ requestHash: transactions.requestHash, responseBody: transactions.responseBody })
    .from(transactions)
    .where(eq(transactions.idempotencyKey, key));
  if (!prior) return undefined;
  if (prior.requestHash !== fingerprint)
    return { ok: false, status: 409, message: WALLET_MSG.idempotencyReused };
  if (!prior.responseBody) return { ok: false, status: 409, message: WALLET_MSG.idempotencyInFlight };
  return { ok: true, answer: JSON.parse(prior.responseBody) as PaymentAnswer };
}
