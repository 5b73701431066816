import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receivingAccountScope } from '../../../server/gestao/first-steps/receiving-account';
import { startAsaasWorld } from '../gateways/asaas/asaas-world';
import { createTestApp, type TestContext } from '../support/test-app';
import { psiTitularId } from './psi-titular';
import { staffTokens, type StaffTokens } from './staff-tokens';
import { gestao } from './support';

let t: TestContext;
let tokens: StaffTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
});
afterAll(() => t.close());

const stepsOf = async (token: string) => {
  const res = await gestao(t, token, 'GET', '/primeiros-passos');
  expect(res.statusCode).toBe(200);
  return res.json() as { steps: { key: string; path: string; done: boolean }[]; allDone: boolean };
};
const doneKeys = (r: { steps: { key: string; done: boolean }[] }) =>
  r.steps.filter((s) => s.done).map((s) => s.key);

describe('Primeiros passos', () => {
  it('the demo association 428 has done them all (its Painel shows no checklist); financeiro reads the same', async () => {
    const mine = await stepsOf(tokens.gestor);
    expect(mine.allDone).toBe(true);
    expect(mine.steps.map((s) => [s.key, s.path])).toEqual([
      ['associationData', 'associacao'],
      ['category', 'categorias'],
      ['receivingAccount', 'recebimentos'],
      ['secondStaff', 'equipe'],
      ['qrDownloaded', 'qr'],
      ['firstCharge', 'cobrancas'],
    ]);
    expect((await stepsOf(tokens.financeiro)).allDone).toBe(true);
    expect((await gestao(t, null, 'GET', '/primeiros-passos')).statusCode).toBe(401);
  });

  it('1024839 ticks each step from its own data only: the QR poster download, a second staff member', async () => {
    const before = await stepsOf(tokens.psi);
    expect(before.allDone).toBe(false);
    expect(doneKeys(before)).toEqual(['associationData', 'category', 'receivingAccount']);

    const poster = await gestao(t, tokens.psi, 'GET', `/qr/${await psiTitularId(t)}/poster.pdf`);
    expect(poster.statusCode).toBe(200);
    await gestao(t, tokens.psi, 'POST', '/team/invitations', {
      name: 'Secretária Psi',
      email: 'secretaria.psi@exemplo.com.br',
      role: 'financeiro',
    });
    expect(doneKeys(await stepsOf(tokens.psi))).toEqual([
      'associationData',
      'category',
      'receivingAccount',
      'secondStaff',
      'qrDownloaded',
    ]);
    // 428's downloads and staff never tick 1024839's steps, nor the other way round.
    expect((await stepsOf(tokens.gestor)).allDone).toBe(true);
  });
});

describe('Como os membros pagam: whose account receives', () => {
  it('API Pix: each association sets its own account; the sandbox and Asaas receive with the install’s one', () => {
    expect(receivingAccountScope('pix-api')).toBe('association');
    expect(receivingAccountScope('asaas')).toBe('install');
    expect(receivingAccountScope('sandbox')).toBe('install');
    expect(receivingAccountScope(undefined)).toBe('install');
  });

  it('on an Asaas install 1024839, with no account of its own in Recebimentos, has the step ticked', async () => {
    const world = await startAsaasWorld();
    try {
      const psi = (await staffTokens(world.t)).psi;
      const res = await gestao(world.t, psi, 'GET', '/primeiros-passos');
      expect(res.statusCode).toBe(200);
      expect(doneKeys(res.json())).toContain('receivingAccount');
    } finally {
      await world.close();
    }
  });
});
