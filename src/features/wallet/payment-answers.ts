import type { EfetuarTransacaoResponse } from '../../../domain/contract/fluxo';

/**
 * A payment the server refused with an HTTP error still carries its pt-BR MSG (item not found,
 * payment in progress…): the checkout shows it like any refusal. Without one (offline, a
 * crash) null, and the checkout says the transaction failed.
 */
export function refusalOf(error: unknown): EfetuarTransacaoResponse | null {
  const message = (error as { data?: { MSG?: unknown } } | undefined)?.data?.MSG;
  return typeof message === 'string' && message ? { RESULTADO: false, MSG: message } : null;
}
