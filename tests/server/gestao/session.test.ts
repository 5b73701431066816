import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { gestao, STAFF, staffLogin } from './support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('gestão session', () => {
  it('logs demo staff in and says who they are, for which association', async () => {
    const token = await staffLogin(t, STAFF.gestor);
    const res = await gestao(t, token, 'GET', '/me');
    expect(res.statusCode).toBe(200);
    expect(res.json().staff).toMatchObject({
      email: 'gestor@exemplo.com.br',
      role: 'gestor',
      associationId: 428,
      associationName: 'Sociedade Demo de Oftalmologia',
    });
    const psi = await gestao(t, await staffLogin(t, STAFF.gestorPsi), 'GET', '/me');
    expect(psi.json().staff).toMatchObject({ role: 'gestor', associationId: 1024839 });
  });

  it('refuses a wrong password with a pt-BR message in the gestão error shape', async () => {
    const res = await gestao(t, null, 'POST', '/login', { email: STAFF.gestor.email, password: 'errada' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ ok: false, message: 'E-mail ou senha inválidos.' });
  });

  it('answers malformed bodies with 400, never 500', async () => {
    const res = await gestao(t, null, 'POST', '/login', { email: 42 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false });
    expect(res.json().message).toMatch(/campo/);
  });

  it('a member token opens no staff route, and a staff token opens no member route', async () => {
    const member = await t.login(DEMO.maria);
    expect((await gestao(t, member, 'GET', '/me')).statusCode).toBe(401);
    const staff = await staffLogin(t, STAFF.gestor);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/emitente/listarAssociacoesEmitente',
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('logout ends the session', async () => {
    const token = await staffLogin(t, STAFF.financeiro);
    expect((await gestao(t, token, 'POST', '/logout')).statusCode).toBe(200);
    expect((await gestao(t, token, 'GET', '/me')).statusCode).toBe(401);
  });
});
