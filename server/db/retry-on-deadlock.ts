import type { Db } from './client';

type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction did nothing, run it again. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);

export function isRetryableConflict(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (RETRYABLE_CODES.has((e as { code?: unknown }).code as string)) return true;
  }
  return false;
}

/**
 * Runs a database transaction again when PostgreSQL aborted it to break a deadlock (a payment
 * settling an item while staff reprice it lock the item and the membership in opposite orders).
 * The aborted attempt wrote nothing, so running it again is safe.
 */
export async function retryOnDeadlock<T>(transaction: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
    }
  }
}

/** `db.transaction(work)`, run again if PostgreSQL aborts it to break a deadlock. */
export function transactionRetryingDeadlocks<T>(db: Db, work: (tx: DbTransaction) => Promise<T>): Promise<T> {
  return retryOnDeadlock(() => db.transaction(work));
}
