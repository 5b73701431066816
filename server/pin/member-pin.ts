import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { COMMON_MSG } from '../../domain/messages';
import { PIN_MAX_FAILURES, pinWrong, WALLET_MSG } from '../../domain/wallet-messages';
import { hashSecret, verifySecret } from '../auth/passwords';
import type { Db } from '../db/client';
import { members } from '../db/schema';

export const PIN_RE = /^\d{4}$/;

export type PinCheck =
  { ok: true; tokenVersion: number } | { ok: false; message: string; remaining?: number; locked?: boolean };

export async function hasPin(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db.select({ pinHash: members.pinHash }).from(members).where(eq(members.id, memberId));
  return Boolean(row?.pinHash);
}

/** First PIN only: replacing one takes the recovery code (replacePin). */
export async function registerPin(db: Db, memberId: number, pin: string) {
  if (!PIN_RE.test(pin)) return { ok: false as const, message: COMMON_MSG.pinInvalid };
  const pinHash = await hashSecret(pin);
  const set = await db
    .update(members)
    .set({ pinHash, pinFailures: 0 })
    .where(and(eq(members.id, memberId), isNull(members.pinHash)))
    .returning({ id: members.id });
  return set.length > 0
    ? { ok: true as const, message: COMMON_MSG.pinRegistered }
    : { ok: false as const, message: WALLET_MSG.pinAlreadyRegistered };
}

/**
 * A try is counted before the slow hash check, in the same statement that refuses a locked
 * PIN: concurrent guesses cannot get past the fifth failure. A right PIN gives the try back.
 */
export async function validatePin(db: Db, memberId: number, pin: string): Promise<PinCheck> {
  if (!PIN_RE.test(pin)) return { ok: false, message: COMMON_MSG.pinInvalid };
  const [counted] = await db
    .update(members)
    .set({ pinFailures: sql`${members.pinFailures} + 1` })
    .where(
      and(eq(members.id, memberId), lt(members.pinFailures, PIN_MAX_FAILURES), isNotNull(members.pinHash)),
    )
    .returning({
      pinHash: members.pinHash,
      failures: members.pinFailures,
      tokenVersion: members.tokenVersion,
    });
  if (!counted) {
    return (await hasPin(db, memberId))
      ? { ok: false, message: WALLET_MSG.pinLocked, locked: true, remaining: 0 }
      : { ok: false, message: WALLET_MSG.pinRequired };
  }
  if (await verifySecret(counted.pinHash, pin)) {
    await db.update(members).set({ pinFailures: 0 }).where(eq(members.id, memberId));
    return { ok: true, tokenVersion: counted.tokenVersion };
  }
  const remaining = PIN_MAX_FAILURES - counted.failures;
  return remaining <= 0
    ? { ok: false, message: WALLET_MSG.pinLocked, locked: true, remaining: 0 }
    : { ok: false, message: pinWrong(remaining), remaining };
}

/** After the recovery code: the new PIN replaces the old one and the lock is lifted. */
export async function replacePin(db: Db, memberId: number, pin: string): Promise<void> {
  const pinHash = await hashSecret(pin);
  await db.update(members).set({ pinHash, pinFailures: 0 }).where(eq(members.id, memberId));
}

export type PaymentPinStatus = { ok: true; tokenVersion: number } | { ok: false; message: string };

/** Whether the member may pay now: has a PIN, is not locked out of it. */
export async function paymentPinStatus(db: Db, memberId: number): Promise<PaymentPinStatus> {
  const [row] = await db
    .select({ pinHash: members.pinHash, failures: members.pinFailures, tokenVersion: members.tokenVersion })
    .from(members)
    .where(eq(members.id, memberId));
  if (!row?.pinHash) return { ok: false, message: WALLET_MSG.pinRequired };
  if (row.failures >= PIN_MAX_FAILURES) return { ok: false, message: WALLET_MSG.pinLocked };
  return { ok: true, tokenVersion: row.tokenVersion };
}

/** Sandbox only: the member's PIN forgotten, as before the first one (the demo's Maria again). */
export async function forgetPin(db: Db, memberId: number): Promise<void> {
  await db.update(members).set({ pinHash: null, pinFailures: 0 }).where(eq(members.id, memberId));
}
