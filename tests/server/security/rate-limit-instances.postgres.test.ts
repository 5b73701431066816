import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ACCOUNT_MAX } from '../../../server/auth/login-attempts';
import { buildApp } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db/client';
import { ERRORS } from '../../../server/plugins/errors';
import { LOGIN_FAILED } from '../../../server/routes/auth/login';
import type { App } from '../../../server/types';
import { nextIp } from '../support/registration';
import { createTestApp, testConfig, type TestContext } from '../support/test-app';
import { newPerson } from './support/people';

/**
 * Issue 17 item 16: two instances on one PostgreSQL count the same requests, so a limit holds
 * however a client spreads its attempts between them. (PGlite belongs to one process: there the
 * counters stay in memory, and tests/server/security/anti-automation.test.ts holds the limits.)
 */
describe('rate limits across two instances on one PostgreSQL', () => {
  let t: TestContext;
  let database: Database;
  let second: App;
  beforeAll(async () => {
    t = await createTestApp();
    database = await openDatabase({ url: t.databaseUrl });
    second = await buildApp({ config: testConfig(), database, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await database?.close();
    await t?.close();
  });

  const TOO_MANY = { resultado: false, msg: ERRORS.tooManyRequests };
  const login = (app: App, usuario: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usuario, senha: 'errada' },
      remoteAddress,
    });

  it('one address: 20 login attempts split across the instances, then 429 from either', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i += 1) {
      const res = await login(i % 2 ? second : t.app, `ninguem${i}@exemplo.com.br`, ip);
      expect(res.json(), `attempt ${i + 1}`).toEqual({ resultado: false, erro: LOGIN_FAILED });
    }
    for (const app of [t.app, second]) {
      const blocked = await login(app, 'outro@exemplo.com.br', ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(TOO_MANY);
    }
    // Another address is not affected.
    expect((await login(second, 'outro@exemplo.com.br', nextIp())).statusCode).toBe(200);
  });

  it(`one account: ${LOGIN_ACCOUNT_MAX} attempts from many addresses split across the instances, then 429`, async () => {
    const person = await newPerson(t);
    for (let i = 0; i < LOGIN_ACCOUNT_MAX; i += 1) {
      expect((await login(i % 2 ? second : t.app, person.email, nextIp())).statusCode).toBe(200);
    }
    expect((await login(t.app, person.email, nextIp())).json()).toEqual(TOO_MANY);
    expect((await login(second, person.email, nextIp())).json()).toEqual(TOO_MANY);
  });

  it('concurrent attempts on both instances: exactly the limit gets through', async () => {
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(i % 2 ? second : t.app, `junto${i}@exemplo.com.br`, ip)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(20);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(10);
  });

  it("a route's counter is its own: the login limit spent leaves another route's intact", async () => {
    const ip = nextIp();
    for (let i = 0; i < 21; i += 1) await login(i % 2 ? second : t.app, `rota${i}@exemplo.com.br`, ip);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/esqueciSenha',
      payload: { USUARIO: 'ninguem@exemplo.com.br' },
      remoteAddress: ip,
    });
    expect(other.statusCode).toBe(200);
  });
});
