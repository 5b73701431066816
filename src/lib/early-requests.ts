/**
 * GET calls that the boot script (src/boot.ts) starts for the first screen while the app's code is
 * still on its way; the app's own call for the same address and credentials takes the answer once.
 * They live on globalThis because the boot script is not a module of the app.
 */
interface EarlyRequest {
  authorization: string | null;
  startedAt: number;
  response: Promise<Response>;
}

/** An answer older than this is not reused: the app asks again. */
const MAX_AGE_MS = 10_000;

const registry = (): Map<string, EarlyRequest> => {
  const global = globalThis as { __quitaEarlyRequests?: Map<string, EarlyRequest> };
  return (global.__quitaEarlyRequests ??= new Map());
};

export function startEarlyRequest(url: string, token: string | null): void {
  const authorization = token ? `Bearer ${token}` : null;
  const response = fetch(url, authorization ? { headers: { authorization } } : undefined);
  // A failed early call is not an error of the page: the app's own call goes out instead.
  response.catch(() => undefined);
  registry().set(url, { authorization, startedAt: Date.now(), response });
}

/** The early answer to this request, if one was started for the same GET and credentials. */
export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const early = registry().get(request.url);
  if (!early) return undefined;
  registry().delete(request.url);
  const fresh = Date.now() - early.startedAt <= MAX_AGE_MS;
  if (!fresh || early.authorization !== request.headers.get('authorization')) return undefined;
  return early.response.catch(() => fetch(request));
}
