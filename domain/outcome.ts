/**
 * The one shape of a call's result inside the app. A failure carries the pt-BR message to show;
 * `unanswered` says no answer came at all (offline, the wait ran out, a crash without a message),
 * which a payment screen treats differently from a refusal: the money may or may not have moved.
 */
export type Failure = { ok: false; message: string; unanswered?: true };

export type Outcome<T = undefined> = { ok: true; value: T } | Failure;

export const succeeded = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export const failed = (message: string): Failure => ({ ok: false, message });
