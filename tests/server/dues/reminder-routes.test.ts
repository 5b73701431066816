import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';

let t: TestContext;
let maria: string;
let pedro: string;
beforeAll(async () => {
  t = await createTestApp({
    vapid: { publicKey: 'BPublicaDeTeste', privateKey: 'privada', subject: 'mailto:t@t' },
  });
  maria = await t.login(DEMO.maria);
  pedro = await t.login(DEMO.pedro);
});
afterAll(() => t.close());

const call = (
  token: string | null,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/lembretes${url}`,
    headers: token ? t.auth(token) : {},
    ...(payload ? { payload } : {}),
  });
const device = (n: number) => ({
  endpoint: `https://push.exemplo/dispositivo-${n}`,
  keys: { p256dh: 'chave', auth: 'segredo' },
});

describe('/api/lembretes', () => {
  it('answers the channels (on by default), the devices and the public VAPID key; never the private one', async () => {
    const res = await call(maria, 'GET', '/');
    expect(res.json()).toEqual({ email: true, push: true, devices: 0, vapidPublicKey: 'BPublicaDeTeste' });
    expect(res.body).not.toContain('privada');
  });

  it('turns channels off and on', async () => {
    expect((await call(maria, 'PUT', '/', { email: false, push: true })).json()).toMatchObject({
      email: false,
    });
    expect((await call(maria, 'GET', '/')).json()).toMatchObject({ email: false, push: true });
    await call(maria, 'PUT', '/', { email: true, push: true });
  });

  it("remembers a member's devices, and each member forgets only their own", async () => {
    await call(maria, 'POST', '/dispositivos', device(1));
    await call(maria, 'POST', '/dispositivos', device(2));
    expect((await call(maria, 'GET', '/')).json().devices).toBe(2);
    await call(pedro, 'DELETE', '/dispositivos', { endpoint: device(1).endpoint });
    expect((await call(maria, 'GET', '/')).json().devices).toBe(2);
    await call(maria, 'DELETE', '/dispositivos', { endpoint: device(1).endpoint });
    expect((await call(maria, 'GET', '/')).json().devices).toBe(1);
  });

  it('refuses without a session, and bad input with a pt-BR message in our error shape', async () => {
    expect((await call(null, 'GET', '/')).statusCode).toBe(401);
    const res = await call(maria, 'POST', '/dispositivos', { endpoint: 'http://inseguro', keys: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, message: expect.stringMatching(/campo/) });
  });
});

describe('the sandbox reminder hook', () => {
  it('runs the job now; run twice it puts nothing in the outbox the second time', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/sandbox/jobs/lembretes' });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({ method: 'POST', url: '/api/sandbox/jobs/lembretes' });
    expect(second.json()).toEqual({ reminded: 0, emails: 0, pushes: 0, whatsapps: 0 });
  });
});
