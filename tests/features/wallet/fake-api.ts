import { vi } from 'vitest';

type Handler = (body: unknown) => unknown;

/** Answers the app's calls by path (after /api/), recording each request body. */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: { path: string; body: unknown; headers: Headers }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    calls.push({ path, body, headers: request.headers });
    const handler = handlers[path];
    if (!handler)
      return new Response(JSON.stringify({ RESULTADO: false, MSG: 'not found' }), { status: 404 });
    return new Response(JSON.stringify(handler(body)), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}
