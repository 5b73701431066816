import { Agent, request } from 'node:https';
import { PIX_API_MSG } from './pix-api-messages';

/** What a PSP's API Pix needs to be reached: every call goes over mutual TLS with these. */
export interface PixApiConnection {
  apiUrl: string;
  oauthUrl: string;
  clientId: string;
  clientSecret: string;
  /** PEM contents, read once at start. */
  cert: string | Buffer;
  key: string | Buffer;
  ca?: string | Buffer | undefined;
  timeoutMs?: number;
}

/** An answer of the PSP: its JSON, or the RFC 7807 problem turned into a pt-BR message. */
export type PixApiAnswer<T = unknown> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; message: string; problemType?: string };

interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

/** Seconds of a token's life left unused, so that a call never carries a token about to expire. */
const TOKEN_MARGIN_MS = 30_000;

/** The RFC 7807 body (API Pix "Problema") as a pt-BR sentence: the class of error, then the PSP's own words. */
function problemMessage(status: number, text: string): { message: string; problemType?: string } {
  const base = PIX_API_MSG.problem[status] ?? PIX_API_MSG.problem.other;
  let problem: { type?: unknown; title?: unknown; detail?: unknown; violacoes?: unknown } = {};
  try {
    problem = JSON.parse(text) as typeof problem;
  } catch {
    // Not JSON: the class of error is all there is to say.
  }
  const violations = Array.isArray(problem.violacoes)
    ? problem.violacoes
        .map((v: { razao?: unknown; propriedade?: unknown }) =>
          typeof v?.razao === 'string'
            ? `${v.razao}${typeof v.propriedade === 'string' ? ` (${v.propriedade})` : ''}`
            : '',
        )
        .filter(Boolean)
    : [];
  const detail = [typeof problem.detail === 'string' ? problem.detail : '', ...violations]
    .filter(Boolean)
    .join('; ');
  const problemType = typeof problem.type === 'string' ? problem.type : undefined;
  return { message: detail ? `${base}: ${detail}` : `${base}.`, ...(problemType ? { problemType } : {}) };
}

/**
 * The HTTP side of API Pix: OAuth2 client credentials (the token cached until shortly before it
 * expires, fetched again once when a call answers 401) and JSON calls, all over one mTLS agent.
 * Neither the secret nor a token ever goes into an error or a log line.
 */
export function createPixApiClient(connection: PixApiConnection) {
  const agent = new Agent({
    cert: connection.cert,
    key: connection.key,
    ...(connection.ca ? { ca: connection.ca } : {}),
    keepAlive: true,
  });
  const timeoutMs = connection.timeoutMs ?? 15_000;
  let token: { value: string; expiresAt: number } | undefined;
  let pendingToken: Promise<string> | undefined;

  function send(
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        {
          method,
          agent,
          timeout: timeoutMs,
          headers: {
            accept: 'application/json',
            ...headers,
            ...(body ? { 'content-length': Buffer.byteLength(body) } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              contentType: String(res.headers['content-type'] ?? ''),
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('API Pix: timeout')));
      req.on('error', (error) => reject(new Error(PIX_API_MSG.unreachable, { cause: error })));
      req.end(body);
    });
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${connection.clientId}:${connection.clientSecret}`).toString('base64');
    const answer = await send(
      'POST',
      connection.oauthUrl,
      { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      'grant_type=client_credentials',
    );
    if (answer.status !== 200)
      throw new Error(problemMessage(answer.status === 400 ? 401 : answer.status, answer.text).message);
    const parsed = JSON.parse(answer.text) as { access_token?: unknown; expires_in?: unknown };
    if (typeof parsed.access_token !== 'string') throw new Error(PIX_API_MSG.badAnswer);
    const lifeMs = (typeof parsed.expires_in === 'number' ? parsed.expires_in : 300) * 1000;
    token = { value: parsed.access_token, expiresAt: Date.now() + Math.max(0, lifeMs - TOKEN_MARGIN_MS) };
    return token.value;
  }

  /** One token request at a time, however many calls need it. */
  function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return Promise.resolve(token.value);
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = undefined;
    });
    return pendingToken;
  }

  async function call<T = unknown>(
    method: 'GET' | 'PUT' | 'POST' | 'PATCH',
    path: string,
    body?: unknown,
  ): Promise<PixApiAnswer<T>> {
    const json = body === undefined ? undefined : JSON.stringify(body);
    const headers = (value: string): Record<string, string> => ({
      authorization: `Bearer ${value}`,
      ...(json ? { 'content-type': 'application/json' } : {}),
    });
    const url = connection.apiUrl + path;
    const used = await accessToken();
    let answer = await send(method, url, headers(used), json);
    if (answer.status === 401) {
      // Revoked or expired before its time: one new token, one more try.
      if (token?.value === used) token = undefined;
      answer = await send(method, url, headers(await accessToken()), json);
    }
    if (answer.status >= 200 && answer.status < 300) {
      try {
        return { ok: true, status: answer.status, body: (answer.text ? JSON.parse(answer.text) : {}) as T };
      } catch {
        throw new Error(PIX_API_MSG.badAnswer);
      }
    }
    return { ok: false, status: answer.status, ...problemMessage(answer.status, answer.text) };
  }

  return { call, accessToken, close: () => agent.destroy() };
}

export type PixApiClient = ReturnType<typeof createPixApiClient>;
