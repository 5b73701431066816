import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
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

/** The stored answer for a key already used, or undefined when the key is new. */
export async function replayFor(
  db: Db,
  key: string,
  fingerprint: string,
): Promise<Outcome<PaymentAnswer> | undefined> {
  const [prior] = await db
    .select({ requestHash: transactions.requestHash, responseBody: transactions.responseBody })
    .from(transactions)
    .where(eq(transactions.idempotencyKey, key));
  if (!prior) return undefined;
  if (prior.requestHash !== fingerprint) return failed(WALLET_MSG.idempotencyReused, 409);
  if (!prior.responseBody) return failed(WALLET_MSG.idempotencyInFlight, 409);
  return succeeded(JSON.parse(prior.responseBody) as PaymentAnswer);
}
