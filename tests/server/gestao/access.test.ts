import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gestaoRoutesOf } from '../../../server/routes/gestao/routes';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { nextIp } from '../support/registration';
import { STAFF, staffLogin } from './support';

let t: TestContext;
let tokens: { member: string; gestor: string; financeiro: string };
beforeAll(async () => {
  t = await createTestApp();
  tokens = {
    member: await t.login(DEMO.maria),
    gestor: await staffLogin(t, STAFF.gestor),
    financeiro: await staffLogin(t, STAFF.financeiro),
  };
});
afterAll(() => t.close());

/** A concrete address for a route pattern: ids that exist nowhere do (the guard runs first). */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '999999');

const call = (method: string, url: string, token: string | null) =>
  t.app.inject({
    method: method as 'GET',
    url: concrete(url),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    remoteAddress: nextIp(),
  });

describe('every /api/gestao route', () => {
  it('is known to the test (the table is read from the app itself)', () => {
    expect(gestaoRoutesOf(t.app).length).toBeGreaterThan(2);
  });

  it('refuses a call without a token and a member token with 401, in the gestão error shape', async () => {
    for (const route of gestaoRoutesOf(t.app).filter((r) => !r.publicRoute)) {
      for (const token of [null, tokens.member]) {
        const res = await call(route.method, route.url, token);
        expect(
          res.statusCode,
          `${route.method} ${route.url} with ${token ? 'a member token' : 'no token'}`,
        ).toBe(401);
        expect(res.json()).toMatchObject({ ok: false });
      }
    }
  });

  it('refuses a role the route does not name with 403 (financeiro: no approvals, no store, no team)', async () => {
    const gestorOnly = gestaoRoutesOf(t.app).filter(
      (r) => !r.publicRoute && r.staffRoles.length > 0 && !r.staffRoles.includes('financeiro'),
    );
    for (const route of gestorOnly) {
      const res = await call(route.method, route.url, tokens.financeiro);
      expect(res.statusCode, `${route.method} ${route.url} as financeiro`).toBe(403);
      expect(res.json()).toEqual({ ok: false, message: 'Seu perfil não tem acesso a esta área.' });
    }
  });

  it('never answers 500 to an empty or malformed call from staff', async () => {
    // Logout would end the session the other calls use; the live stream answers until the client
    // leaves (tests/server/events/live-changes.test.ts opens it over HTTP).
    const once = gestaoRoutesOf(t.app).filter(
      (r) => !r.url.endsWith('/logout') && !r.url.endsWith('/ao-vivo'),
    );
    for (const route of once) {
      const res = await call(route.method, route.url, tokens.gestor);
      expect(res.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
    }
  });
});
