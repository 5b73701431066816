import { failed, type Failure, type Outcome } from '../../domain/outcome';
import type { Db } from './client';

/** A refusal met inside a transaction: thrown (`throw refusal(…)`) it rolls the transaction back. */
class Refusal extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

/** Rolls the enclosing transactionOutcome back and makes `failure` its answer. */
export const refusal = (failure: Failure | string): Error =>
  new Refusal(typeof failure === 'string' ? failed(failure) : failure);

/**
 * A database transaction whose work answers an Outcome: a failure returned commits what was done
 * before it (nothing, usually); one thrown as `refusal(…)` rolls everything back and is the answer.
 * Any other error rolls back and is thrown on.
 */
export async function transactionOutcome<T>(
  db: Db,
  work: (tx: Db) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (error instanceof Refusal) return error.failure;
    throw error;
  }
}
