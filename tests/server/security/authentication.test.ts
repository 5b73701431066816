import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db/client';
import { signPinToken } from '../../../server/pin/pin-token';
import type { App } from '../../../server/types';
import { craftToken } from '../support/craft-token';
import { memberPost } from '../support/member-calls';
import { lastCodeSentTo, nextIp } from '../support/registration';
import { createTestApp, testConfig, type TestContext } from '../support/test-app';
import { memberIdOf } from '../support/wallet';
import { newPerson, PASSWORD, type Person } from './support/people';

/**
 * Extends tests/server/auth/verify.test.ts (expired, foreign-secret, alg:none and garbage tokens
 * on /verify, logout) and tests/server/auth/forgot-password.test.ts (password change revokes):
 * here every member area refuses every bad token, a real token expires, and a revocation reaches
 * a second instance at once.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const secret = testConfig().jwtSecret;
const sidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
const now = () => Math.floor(Date.now() / 1000);
const MEMBER_CALLS = [
  { method: 'GET', url: '/api/auth/verify' },
  { method: 'GET', url: '/api/emitente/obterLogado' },
  { method: 'POST', url: '/api/fluxo/listarFluxos', payload: { DATA_INICIAL: '2026-01-01' } },
  { method: 'GET', url: '/api/projeto/listarProdutosLoja' },
  { method: 'POST', url: '/api/auth/logout' },
] as const;
const call = (app: App, token: string, c: (typeof MEMBER_CALLS)[number] = MEMBER_CALLS[0]) =>
  app.inject({
    method: c.method,
    url: c.url,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextIp(),
    ...('payload' in c ? { payload: c.payload } : {}),
  });

describe('every member area refuses a bad token with 401', () => {
  let person: Person;
  let joaoId: number;
  beforeAll(async () => {
    person = await newPerson(t);
    joaoId = await memberIdOf(t, 'joao@exemplo.com.br');
  });

  const claims = () => ({ sub: String(person.id), ver: 0, iat: now(), exp: now() + 3600 });
  const BAD: [string, () => string][] = [
    ['expired', () => craftToken({ ...claims(), iat: now() - 7200, exp: now() - 1 }, secret)],
    ['signed with another secret', () => craftToken(claims(), 'not-the-secret')],
    ['alg none', () => craftToken(claims(), null, { alg: 'none', typ: 'JWT' })],
    ['alg HS512 with the right secret', () => craftToken(claims(), secret, { alg: 'HS512', typ: 'JWT' })],
    [
      'payload swapped under a valid signature',
      () => {
        const [header, , signature] = person.token.split('.');
        const payload = Buffer.from(JSON.stringify({ ...claims(), sub: '1' })).toString('base64url');
        return `${header}.${payload}.${signature}`;
      },
    ],
    ['an older token version', () => craftToken({ ...claims(), sid: sidOf(person.token), ver: -1 }, secret)],
    [
      'a non-numeric subject',
      () => craftToken({ ...claims(), sid: sidOf(person.token), sub: '1 or 1=1' }, secret),
    ],
    [
      "another member's session",
      () => craftToken({ ...claims(), sid: sidOf(person.token), sub: String(joaoId) }, secret),
    ],
    ['a registrant without a password', () => craftToken({ ...claims(), sub: String(joaoId) }, secret)],
    ['a PIN token', () => signPinToken(t.app, person.id, 0, sidOf(person.token))],
    ['no session', () => craftToken(claims(), secret)],
    ['an unknown session', () => craftToken({ ...claims(), sid: randomUUID() }, secret)],
  ];

  it.each(BAD)('%s', async (_name, make) => {
    const token = make();
    for (const c of MEMBER_CALLS) {
      const res = await call(t.app, token, c);
      expect(res.statusCode, `${c.url}: ${res.body}`).toBe(401);
    }
    // The control: the person's real token opens the same door.
    expect((await call(t.app, person.token)).statusCode).toBe(200);
  });

  it('refuses an Authorization header that is not exactly "Bearer <token>"', async () => {
    for (const header of [
      person.token,
      `Token ${person.token}`,
      'Bearer',
      `Bearer  ${person.token}`,
      `Bearer ${person.token} x`,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/verify',
        headers: { authorization: header },
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, header).toBe(401);
    }
    const lower = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: { authorization: `bearer ${person.token}` },
      remoteAddress: nextIp(),
    });
    expect(lower.statusCode).toBe(200);
  });

  it('a real token stops working when its lifetime ends', async () => {
    const shortLived = await createTestApp({ tokenTtlSeconds: 1 });
    try {
      const token = await shortLived.login({ usuario: 'membro@exemplo.com.br', senha: PASSWORD });
      expect((await call(shortLived.app, token)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      expect((await call(shortLived.app, token)).statusCode).toBe(401);
    } finally {
      await shortLived.close();
    }
  });

  it('logout also voids the PIN token issued before it', async () => {
    const other = await newPerson(t);
    await memberPost(t, other.token, '/api/emitente/cadastrarPIN', { PIN: '1234' });
    const pin = (await memberPost(t, other.token, '/api/emitente/validarPIN', { PIN: '1234' })).json();
    expect((await call(t.app, other.token, MEMBER_CALLS[4])).statusCode).toBe(200);
    const fresh = await t.login({ usuario: other.email, senha: PASSWORD });
    const res = await memberPost(t, fresh, '/api/fluxo/efetuarTransacao', {
      ID_FLUXO_DE_CAIXA: 1,
      TIPO: 'P',
      TOKEN_PIN: pin.TOKEN_PIN,
    });
    expect(res.json()).toEqual({ RESULTADO: false, MSG: 'Confirme seu PIN para realizar o pagamento.' });
  });
});

/** Waits until the call answers 401; returns how long that took. */
async function msUntilRefused(app: App, token: string, limitMs = 2_000): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < limitMs) {
    if ((await call(app, token)).statusCode === 401) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Infinity;
}

// Two instances need a database both can reach: PGlite belongs to one process.
if (process.env.TEST_DB === 'postgres') {
  describe('a revocation reaches a second instance on the same PostgreSQL at once (NOTIFY)', () => {
    let database: Database;
    let second: App;
    beforeAll(async () => {
      database = await openDatabase({ url: t.databaseUrl });
      second = await buildApp({ config: testConfig(), database, logger: false });
      await second.ready();
    });
    afterAll(async () => {
      await second.close();
      await database.close();
    });

    it('logout on one instance: the other, which had the version cached, refuses within a second', async () => {
      const person = await newPerson(t);
      expect((await call(second, person.token)).statusCode).toBe(200);
      expect((await call(t.app, person.token, MEMBER_CALLS[4])).statusCode).toBe(200);
      const ms = await msUntilRefused(second, person.token);
      console.info(`[security] logout reached the second instance in ${ms} ms`);
      expect(ms).toBeLessThan(1_000);
    });

    it('password change on one instance: the other refuses the older token within a second', async () => {
      const person = await newPerson(t);
      expect((await call(second, person.token)).statusCode).toBe(200);
      const post = (url: string, payload: object) =>
        t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });
      await post('/api/auth/esqueciSenha', { USUARIO: person.email });
      const CODIGO_RECUPERACAO = await lastCodeSentTo(t, person.email);
      const changed = await post('/api/auth/checarCodigoRecuperacao', {
        USUARIO: person.email,
        CODIGO_RECUPERACAO,
        SENHA: 'Trocada#2027',
      });
      expect(changed.json().aceito).toBe(true);
      const ms = await msUntilRefused(second, person.token);
      console.info(`[security] password change reached the second instance in ${ms} ms`);
      expect(ms).toBeLessThan(1_000);
    });
  });
}
