/**
 * The one shape of a call's result inside the app, on both sides. A failure carries the pt-BR message
 * to show; `unanswered` says no answer came at all (offline, the wait ran out, a crash without a
 * message), which a payment screen treats differently from a refusal: the money may or may not have
 * moved. On the server a refusal may name its HTTP status (`answer()` in server/plugins/errors.ts
 * sends it; 400 when none is named).
 */
export const FAILURE_STATUSES = [400, 403, 404, 409, 422, 429, 502] as const;
export type FailureStatus = (typeof FAILURE_STATUSES)[number];

export type Failure = { ok: false; message: string; unanswered?: true; status?: FailureStatus };

export type Outcome<T = undefined> = { ok: true; value: T } | Failure;

export const succeeded = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export const failed = (message: string, status?: FailureStatus): Failure =>
  status === undefined ? { ok: false, message } : { ok: false, message, status };

/** The same result with its value transformed (a route wrapping a service's value for its wire). */
export const mapValue = <T, U>(outcome: Outcome<T>, f: (value: T) => U): Outcome<U> =>
  outcome.ok ? succeeded(f(outcome.value)) : outcome;
