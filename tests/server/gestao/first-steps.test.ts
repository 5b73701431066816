import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  associationAsaasSettings,
  associationPixSettings,
  associationReceiving,
  staff,
} from '../../../server/db/schema';
import { receivesForReal, receivingAccountScope } from '../../../server/gestao/first-steps/receiving-account';
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
  it('the demo association 428, in the sandbox and with no charge created in Cobranças, has two steps to do; financeiro reads the same', async () => {
    const mine = await stepsOf(tokens.gestor);
    expect(mine.steps.map((s) => [s.key, s.path])).toEqual([
      ['associationData', 'associacao'],
      ['category', 'categorias'],
      ['receivingAccount', 'recebimentos'],
      ['secondStaff', 'equipe'],
      ['qrDownloaded', 'qr'],
      ['firstCharge', 'cobrancas'],
    ]);
    // Issue 38 item 16: sandbox payments are pretend, and the seed's items were billed by no "Nova cobrança".
    expect(doneKeys(mine)).toEqual(['associationData', 'category', 'secondStaff', 'qrDownloaded']);
    expect(mine.allDone).toBe(false);
    expect(doneKeys(await stepsOf(tokens.financeiro))).toEqual(doneKeys(mine));
    expect((await gestao(t, null, 'GET', '/primeiros-passos')).statusCode).toBe(401);
  });

  it('1024839 ticks each step from its own data only: the QR poster download, a second staff member', async () => {
    const before = await stepsOf(tokens.psi);
    expect(before.allDone).toBe(false);
    expect(doneKeys(before)).toEqual(['associationData', 'category']);

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
      'secondStaff',
      'qrDownloaded',
    ]);
    // 428's downloads and staff never tick 1024839's steps, nor the other way round.
    expect(doneKeys(await stepsOf(tokens.gestor))).toEqual([
      'associationData',
      'category',
      'secondStaff',
      'qrDownloaded',
    ]);
  });

  it('"Criar a primeira cobrança" ticks from a charge the staff created, not from the annuities the system billed', async () => {
    // 428's members have annuities and dues from the seed: none came from a "Nova cobrança".
    expect(doneKeys(await stepsOf(tokens.gestor))).not.toContain('firstCharge');
    const titular = 601;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/gestao/charges',
      headers: { authorization: `Bearer ${tokens.gestor}`, 'idempotency-key': 'primeiros-passos-1' },
      payload: {
        target: { kind: 'categories', categoryIds: [titular] },
        schedule: { kind: 'monthly', firstDueDate: '2027-03-10', months: 1 },
        description: 'Contribuição extraordinária',
        amounts: [{ categoryId: titular, amountCentavos: 5_000 }],
      },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    expect(doneKeys(await stepsOf(tokens.gestor))).toContain('firstCharge');
    expect(doneKeys(await stepsOf(tokens.psi))).not.toContain('firstCharge');
  });
});

describe('Como os membros pagam: whose account receives', () => {
  it('API Pix: each association sets its own account; Asaas receives with the install’s one; the sandbox receives nothing', () => {
    expect(receivingAccountScope('pix-api')).toBe('association');
    expect(receivingAccountScope('asaas')).toBe('install');
    expect(receivingAccountScope('sandbox')).toBe('sandbox');
    expect(receivingAccountScope(undefined)).toBe('sandbox');
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

describe('Como os membros pagam: ticked by the account the association receives by, not by stored credentials', () => {
  const PSI = 1024839;
  const sealed = 'not-opened-here';

  async function chooses(gateway: 'sandbox' | 'pix-api' | 'asaas') {
    const [gestor] = await t.database.db
      .select({ id: staff.id })
      .from(staff)
      .where(eq(staff.associationId, PSI));
    await t.database.db
      .insert(associationReceiving)
      .values({ associationId: PSI, gateway, updatedBy: gestor!.id })
      .onConflictDoUpdate({ target: associationReceiving.associationId, set: { gateway } });
    return gestor!.id;
  }

  it('API Pix credentials saved while the association receives by the sandbox: not done; choosing them: done', async () => {
    const by = await chooses('sandbox');
    await t.database.db.insert(associationPixSettings).values({
      associationId: PSI,
      apiUrl: 'https://pix.exemplo.com.br',
      clientId: 'cliente',
      clientSecretEncrypted: sealed,
      certificatePem: 'certificado',
      privateKeyEncrypted: sealed,
      chave: 'financeiro@exemplo.com.br',
      revision: randomUUID(),
      updatedBy: by,
    });
    expect(doneKeys(await stepsOf(tokens.psi))).not.toContain('receivingAccount');
    await chooses('pix-api');
    expect(doneKeys(await stepsOf(tokens.psi))).toContain('receivingAccount');
  });

  it('Asaas saved but the sandbox chosen: not done; Asaas chosen: done', async () => {
    await t.database.db.delete(associationPixSettings).where(eq(associationPixSettings.associationId, PSI));
    const by = await chooses('sandbox');
    await t.database.db.insert(associationAsaasSettings).values({
      associationId: PSI,
      apiUrl: 'https://api-sandbox.asaas.com/v3',
      apiKeyEncrypted: sealed,
      webhookTokenEncrypted: sealed,
      revision: randomUUID(),
      updatedBy: by,
    });
    expect(doneKeys(await stepsOf(tokens.psi))).not.toContain('receivingAccount');
    await chooses('asaas');
    expect(doneKeys(await stepsOf(tokens.psi))).toContain('receivingAccount');
    await t.database.db
      .delete(associationAsaasSettings)
      .where(eq(associationAsaasSettings.associationId, PSI));
    await t.database.db.delete(associationReceiving).where(eq(associationReceiving.associationId, PSI));
  });

  it('in receiverForAssociation’s order', () => {
    const none = {
      choice: null,
      hasPixSettings: false,
      hasAsaasSettings: false,
      sandboxInstall: true,
      installScope: 'sandbox',
    } as const;
    expect(receivesForReal(none)).toBe(false);
    expect(receivesForReal({ ...none, hasPixSettings: true })).toBe(true);
    expect(receivesForReal({ ...none, choice: 'sandbox', hasPixSettings: true })).toBe(false);
    // Asaas chosen but not set up: its API Pix account receives, as the payments do.
    expect(receivesForReal({ ...none, choice: 'asaas', hasPixSettings: true })).toBe(true);
    expect(receivesForReal({ ...none, choice: 'asaas' })).toBe(false);
    // The sandbox chosen on an install without SANDBOX is no choice: the install's gateway receives.
    expect(
      receivesForReal({ ...none, choice: 'sandbox', sandboxInstall: false, installScope: 'install' }),
    ).toBe(true);
    expect(receivesForReal({ ...none, choice: 'sandbox', installScope: 'install' })).toBe(false);
  });
});
