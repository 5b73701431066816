import type { PaymentDeps } from './payment-deps';

/** A run not finished by then (its process died) is taken by the next one. */
const LEASE_MS = 2 * 60_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 6 * 60 * 60_000;
/** After this many failed attempts each one is logged as an error: someone must look. */
const ATTEMPTS_BEFORE_ALARM = 8;

/**
 * When an outbox row asking the PSP for something after an erasure is tried next: held while a run
 * has it, and after a failure twice as long as the time before (1 minute, then up to 6 hours).
 */
export const nextTryAfter = {
  lease: (now: Date) => new Date(now.getTime() + LEASE_MS),
  failure: (now: Date, attempts: number) =>
    new Date(now.getTime() + Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_WAIT_MS)),
};

/** A failed try is a warning until it has failed too often: then an error, each time. */
export function pspRetryLog(
  log: PaymentDeps['log'],
  attempts: number,
  entry: Record<string, unknown>,
  what: string,
) {
  if (attempts >= ATTEMPTS_BEFORE_ALARM) log?.error(entry, what);
  else log?.warn(entry, `${what}, will retry`);
}
