import { COMMON_MSG } from '../../domain/messages';
import { FAILURE_STATUSES, type Failure, type Outcome } from '../../domain/outcome';

/** What SPEC §7's calls answer when they refuse: the flag and the text in whichever casing. */
export interface LegacyAnswer {
  RESULTADO?: boolean;
  resultado?: boolean;
  COMMON_MSG?: string;
  msg?: string;
  erro?: string;
}

const isFailure = (value: unknown): value is Failure =>
  typeof value === 'object' && value !== null && (value as Failure).ok === false;

const textOf = (data: unknown): string | undefined => {
  const fields = (data ?? {}) as Record<string, unknown>;
  const text = fields.message ?? fields.MSG ?? fields.msg ?? fields.erro;
  return typeof text === 'string' && text ? text : undefined;
};

/**
 * Any failed call (HTTP error, no answer, a throw) as the one Failure shape: the base query of
 * src/lib/api.ts maps every endpoint's error through it once. A refusal in our own shape keeps
 * what it carries beside the message (a document's overdue items); an HTTP error without a
 * message, like no answer at all, is `unanswered`.
 */
export function failureOf(error: unknown, meta?: { response?: Response }): Failure {
  if (isFailure(error)) return error;
  const data = (error as { data?: unknown } | undefined)?.data;
  if (isFailure(data) && typeof data.message === 'string' && data.message) return withHttpStatus(data, meta);
  const message = textOf(data);
  return message
    ? withHttpStatus({ ok: false, message }, meta)
    : { ok: false, message: COMMON_MSG.unknownError, unanswered: true };
}

/** The Failure with the HTTP status of its answer, so a screen can tell "not here" (404) from other refusals. */
function withHttpStatus(failure: Failure, meta: { response?: Response } | undefined): Failure {
  const status = FAILURE_STATUSES.find((known) => known === meta?.response?.status);
  return status === undefined ? failure : { ...failure, status };
}

/** A SPEC §7 answer with RESULTADO/resultado as an Outcome: the refusal's text, or the value. */
export function legacyOutcome<A extends LegacyAnswer, T>(answer: A, valueOf: (answer: A) => T): Outcome<T> {
  const accepted = answer.RESULTADO ?? answer.resultado ?? true;
  return accepted
    ? { ok: true, value: valueOf(answer) }
    : { ok: false, message: textOf(answer) ?? COMMON_MSG.unknownError };
}

/** A mutation's or lazy query's result for a machine actor or a handler, never thrown. */
export async function settle<T>(call: { unwrap(): Promise<T> }): Promise<T | Failure> {
  try {
    return await call.unwrap();
  } catch (error) {
    return failureOf(error);
  }
}

/** The same, for an endpoint that answers a plain value: the value as an Outcome. */
export async function settleOutcome<T>(call: { unwrap(): Promise<T> }): Promise<Outcome<T>> {
  const answer = await settle(call);
  return isFailure(answer) ? answer : { ok: true, value: answer };
}
