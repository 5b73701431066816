import { vi } from 'vitest';

/** The request's body, and its URL for a handler that reads the query. */
type Handler = (body: unknown, url: URL) => unknown;

/**
 * Answers the app's calls by path (after /api/), recording each request. A handler returning a
 * Response is sent as is (an HTML receipt); anything else goes as JSON.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: { path: string; body: unknown; headers: Headers }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/api\//, '');
      const text = request.method === 'GET' ? '' : await request.clone().text();
      const body = text ? (JSON.parse(text) as unknown) : undefined;
      calls.push({ path, body, headers: request.headers });
      const handler = handlers[path];
      if (!handler)
        return new Response(JSON.stringify({ RESULTADO: false, MSG: 'not found' }), { status: 404 });
      const answer = handler(body, url);
      if (answer instanceof Response) return answer;
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return { calls };
}
