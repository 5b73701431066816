import { ASAAS_MSG } from './asaas-messages';
import type { AsaasConnection } from './asaas-config';

/** An Asaas answer: its JSON, or its `{ errors: [{ code, description }] }` as one pt-BR message. */
export type AsaasAnswer<T = unknown> =
  { ok: true; status: number; body: T } | { ok: false; status: number; message: string; codes: string[] };

/** Asaas refuses requests without a User-Agent; ours names the product. */
const ASAAS_USER_AGENT = 'Quita/1.0 (+https://github.com/quita)';

/** Thrown when the call got no answer in time: the charge may or may not exist at Asaas. */
export class AsaasTimeout extends Error {
  constructor() {
    super(ASAAS_MSG.timeout);
  }
}

/** The error body of the reference as a sentence: Asaas's own descriptions are already pt-BR. */
function asaasErrorOf(status: number, text: string): { message: string; codes: string[] } {
  let errors: { code?: unknown; description?: unknown }[] = [];
  try {
    const parsed = JSON.parse(text) as { errors?: unknown };
    if (Array.isArray(parsed.errors)) errors = parsed.errors as typeof errors;
  } catch {
    // Not JSON: the status is all there is to say.
  }
  const descriptions = errors
    .map((error) => (typeof error.description === 'string' ? error.description : ''))
    .filter(Boolean);
  const codes = errors.map((error) => (typeof error.code === 'string' ? error.code : '')).filter(Boolean);
  const base = ASAAS_MSG.status[status] ?? ASAAS_MSG.status.other;
  return { message: descriptions.length ? descriptions.join(' ') : `${base}.`, codes };
}

/**
 * JSON calls to Asaas API v3: every request carries `access_token` and a User-Agent (both
 * required by the reference). The key never goes into an error or a log line.
 */
export function createAsaasClient(connection: Pick<AsaasConnection, 'apiUrl' | 'apiKey' | 'timeoutMs'>) {
  const timeoutMs = connection.timeoutMs ?? 15_000;

  async function call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<AsaasAnswer<T>> {
    let response: Response;
    try {
      response = await fetch(connection.apiUrl + path, {
        method,
        headers: {
          accept: 'application/json',
          access_token: connection.apiKey,
          'user-agent': ASAAS_USER_AGENT,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') throw new AsaasTimeout();
      throw new Error(ASAAS_MSG.unreachable, { cause: error });
    }
    const text = await response.text();
    if (response.ok) {
      try {
        return { ok: true, status: response.status, body: (text ? JSON.parse(text) : {}) as T };
      } catch {
        throw new Error(ASAAS_MSG.badAnswer);
      }
    }
    return { ok: false, status: response.status, ...asaasErrorOf(response.status, text) };
  }

  return { call };
}

export type AsaasClient = ReturnType<typeof createAsaasClient>;
