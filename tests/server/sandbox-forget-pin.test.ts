import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app';
import { brazilianBuyer, incluir } from './support/purchase';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

describe('POST /api/sandbox/esquecer-pin', () => {
  it("forgets the logged-in member's own PIN: Home asks for a new one; no token, no call", async () => {
    // A person nobody knew: the purchase opens their account and its session.
    const opened = (await incluir(t, brazilianBuyer())).json();
    const member = { token: opened.TOKEN as string };
    expect(
      (await call('POST', '/api/emitente/cadastrarPIN', member.token, { PIN: '2468' })).json(),
    ).toMatchObject({ RESULTADO: true });
    expect((await call('GET', '/api/emitente/temPIN', member.token)).json()).toMatchObject({ TEM_PIN: true });

    expect((await t.app.inject({ method: 'POST', url: '/api/sandbox/esquecer-pin' })).statusCode).toBe(401);
    const forgot = await call('POST', '/api/sandbox/esquecer-pin', member.token);
    expect(forgot.json()).toEqual({ RESULTADO: true });
    expect((await call('GET', '/api/emitente/temPIN', member.token)).json()).toMatchObject({
      TEM_PIN: false,
    });
    expect(
      (await call('POST', '/api/emitente/cadastrarPIN', member.token, { PIN: '1357' })).json(),
    ).toMatchObject({ RESULTADO: true });
  });
});
