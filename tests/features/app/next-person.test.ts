import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../src/app/store';
import { memberDataApi } from '../../../src/lib/member-data-api';
import { loggedIn, loggedOut } from '../../../src/lib/session';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The server of the test: each member's own total, told apart by the token the call carries. */
const TOTAL_BY_TOKEN: Record<string, number> = { 'Bearer token-ana': 65, 'Bearer token-bia': 780 };

function fakeServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const total = TOTAL_BY_TOKEN[request.headers.get('authorization') ?? ''];
      if (total === undefined) return new Response('{}', { status: 401 });
      return new Response(JSON.stringify({ TOTAL: total }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

describe('a member after another on a shared phone', () => {
  it('Sair drops every cached answer, so the next member gets their own', async () => {
    fakeServer();
    const store = makeStore();
    store.dispatch(loggedIn('token-ana'));
    const ana = await store.dispatch(memberDataApi.endpoints.pendingTotal.initiate());
    expect(ana.data).toBe(6_500);

    store.dispatch(loggedOut());
    expect(store.getState().api.queries).toEqual({});

    store.dispatch(loggedIn('token-bia'));
    const bia = await store.dispatch(memberDataApi.endpoints.pendingTotal.initiate());
    expect(bia.data).toBe(78_000);
  });
});
