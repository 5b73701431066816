import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIS_COFINS_MSG } from '../../../domain/nfse-pis-cofins';
import { REFORM_MSG } from '../../../domain/nfse-reform';
import { auditLog, associations } from '../../../server/db/schema';
import { createTestApp, type TestContext } from '../support/test-app';
import { staffTokens, type StaffTokens } from './staff-tokens';
import { gestao } from './support';

let t: TestContext;
let tokens: StaffTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
});
afterAll(() => t.close());

const CODES = {
  nbsCode: '1.0101.11.00',
  taxSituationCode: '000',
  taxClassificationCode: '000001',
  operationIndicatorCode: '020101',
};
const product = (nfse: object | null) => ({
  description: `Curso com nota ${Math.random().toString(36).slice(2, 8)}`,
  detailedHtml: '',
  endsOn: null,
  inStore: false,
  prices: [{ categoryId: 601, amountCentavos: 25_000 }],
  nfse: nfse && { serviceCode: '08.02', serviceDescription: 'Curso de atualização', issBps: 200, ...nfse },
});
const setRegime = (token: string, taxRegime: string) =>
  gestao(t, token, 'PUT', '/invoices/settings', { taxRegime });
const regimeOf = async (associationId: number) =>
  (
    await t.database.db
      .select({ r: associations.taxRegime })
      .from(associations)
      .where(eq(associations.id, associationId))
  )[0]!.r;

describe('Notas fiscais › Regime tributário', () => {
  it('is unset at first, saved by the gestor, read by the financeiro, and audited', async () => {
    expect((await gestao(t, tokens.financeiro, 'GET', '/invoices/settings')).json()).toEqual({
      taxRegime: null,
      pisCofins: null,
    });
    const saved = await setRegime(tokens.gestor, 'presumido');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ taxRegime: 'presumido', pisCofins: null });
    expect((await gestao(t, tokens.financeiro, 'GET', '/invoices/settings')).json()).toEqual({
      taxRegime: 'presumido',
      pisCofins: null,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.associationId, 428), eq(auditLog.action, 'issuer.tax_regime_changed')));
    expect(audit).toMatchObject({ before: { taxRegime: null }, after: { taxRegime: 'presumido' } });
  });

  it('refuses a regime it does not know, and no session at all', async () => {
    expect((await setRegime(tokens.gestor, 'mei')).statusCode).toBe(400);
    expect((await gestao(t, null, 'PUT', '/invoices/settings', { taxRegime: 'real' })).statusCode).toBe(401);
    expect(await regimeOf(428)).toBe('presumido');
  });

  it("another association's staff change only their own association's regime", async () => {
    expect((await setRegime(tokens.psi, 'imune')).statusCode).toBe(200);
    expect(await regimeOf(1024839)).toBe('imune');
    expect(await regimeOf(428)).toBe('presumido');
    expect((await gestao(t, tokens.psi, 'GET', '/invoices/settings')).json()).toEqual({
      taxRegime: 'imune',
      pisCofins: null,
    });
  });
});

describe('Notas fiscais › PIS/COFINS of the invoices (NT 007), by the regime', () => {
  const settings = async (token = tokens.financeiro) =>
    (await gestao(t, token, 'GET', '/invoices/settings')).json();
  const save = (body: object) => gestao(t, tokens.gestor, 'PUT', '/invoices/settings', body);

  it('under Lucro Presumido: the situation and its rates, kept when the regime is saved alone; audited', async () => {
    const pisCofins = { cst: '01', pisRateBps: 65, cofinsRateBps: 300 };
    const res = await save({ taxRegime: 'presumido', pisCofins });
    expect(res.statusCode, res.body).toBe(200);
    expect(await settings()).toEqual({ taxRegime: 'presumido', pisCofins });
    expect((await save({ taxRegime: 'real' })).json()).toEqual({ taxRegime: 'real', pisCofins });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.associationId, 428), eq(auditLog.action, 'issuer.tax_regime_changed')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ after: { taxRegime: 'real', pisCofins } });
    // A situation without rates keeps none, whatever was typed.
    expect(
      (
        await save({ taxRegime: 'real', pisCofins: { cst: '08', pisRateBps: 65, cofinsRateBps: 300 } })
      ).json(),
    ).toEqual({ taxRegime: 'real', pisCofins: { cst: '08', pisRateBps: null, cofinsRateBps: null } });
  });

  it('refuses a situation it does not know or a taxable one without its rates, in pt-BR; nothing changes', async () => {
    await save({ taxRegime: 'presumido', pisCofins: { cst: '01', pisRateBps: 65, cofinsRateBps: 300 } });
    const before = await settings();
    for (const [pisCofins, message] of [
      [{ cst: '99', pisRateBps: 65, cofinsRateBps: 300 }, PIS_COFINS_MSG.cst],
      [{ cst: '01', pisRateBps: null, cofinsRateBps: 300 }, PIS_COFINS_MSG.pisRate],
      [{ cst: '02', pisRateBps: 65, cofinsRateBps: 0 }, PIS_COFINS_MSG.cofinsRate],
    ] as const) {
      const res = await save({ taxRegime: 'presumido', pisCofins });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ok: false, message });
    }
    // Beyond what the wire takes: the one failure shape.
    const huge = await save({
      taxRegime: 'presumido',
      pisCofins: { cst: '01', pisRateBps: 65, cofinsRateBps: 10_001 },
    });
    expect(huge.statusCode).toBe(400);
    expect(await settings()).toEqual(before);
  });

  it('the Simples Nacional keeps no PIS/COFINS; the financeiro reads, and another association sees only its own', async () => {
    await save({ taxRegime: 'presumido', pisCofins: { cst: '01', pisRateBps: 65, cofinsRateBps: 300 } });
    expect(
      (
        await save({ taxRegime: 'simples', pisCofins: { cst: '01', pisRateBps: 65, cofinsRateBps: 300 } })
      ).json(),
    ).toEqual({ taxRegime: 'simples', pisCofins: null });
    expect(await settings()).toEqual({ taxRegime: 'simples', pisCofins: null });
    expect((await settings(tokens.psi)).pisCofins).toBeNull();
  });
});

describe('a product that issues a service invoice, by the regime', () => {
  it('under Lucro Presumido or Real: refused without each reform code, field by field, in pt-BR', async () => {
    for (const regime of ['presumido', 'real']) {
      await setRegime(tokens.gestor, regime);
      for (const [field, message] of Object.entries(REFORM_MSG.missing)) {
        const res = await gestao(t, tokens.gestor, 'POST', '/products', product({ ...CODES, [field]: null }));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ ok: false, message });
      }
      const blank = await gestao(t, tokens.gestor, 'POST', '/products', product({ ...CODES, nbsCode: '  ' }));
      expect(blank.json().message).toBe(REFORM_MSG.missing.nbsCode);
    }
  });

  it('under Lucro Presumido: saved with all four, the NBS kept with its dots', async () => {
    await setRegime(tokens.gestor, 'presumido');
    const res = await gestao(
      t,
      tokens.gestor,
      'POST',
      '/products',
      product({ ...CODES, nbsCode: '101011100' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().product.nfse).toEqual({
      serviceCode: '08.02',
      serviceDescription: 'Curso de atualização',
      issBps: 200,
      ...CODES,
    });
    // A product without an invoice needs none of them.
    expect((await gestao(t, tokens.gestor, 'POST', '/products', product(null))).statusCode).toBe(201);
  });

  it('under Simples Nacional or Imune ou isenta: saved without them, and with them', async () => {
    for (const regime of ['simples', 'imune']) {
      await setRegime(tokens.gestor, regime);
      const bare = await gestao(t, tokens.gestor, 'POST', '/products', product({}));
      expect(bare.statusCode, bare.body).toBe(201);
      expect(bare.json().product.nfse).toEqual({
        serviceCode: '08.02',
        serviceDescription: 'Curso de atualização',
        issBps: 200,
      });
      const full = await gestao(t, tokens.gestor, 'POST', '/products', product(CODES));
      expect(full.json().product.nfse).toMatchObject(CODES);
    }
  });

  it('refuses a code in the wrong format whatever the regime', async () => {
    await setRegime(tokens.gestor, 'simples');
    for (const wrong of [
      { nbsCode: '1.0101.11' },
      { taxSituationCode: '01' },
      { taxClassificationCode: '0000011' },
      { operationIndicatorCode: 'abcdef' },
    ]) {
      const res = await gestao(t, tokens.gestor, 'POST', '/products', product({ ...CODES, ...wrong }));
      expect(res.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(res.json().ok).toBe(false);
    }
  });

  it("another association's gestor cannot change this association's product", async () => {
    await setRegime(tokens.gestor, 'simples');
    const mine = (await gestao(t, tokens.gestor, 'POST', '/products', product(CODES))).json().product;
    const theirs = await gestao(t, tokens.psi, 'PUT', `/products/${mine.id}`, product({}));
    expect(theirs.statusCode).toBe(404);
    const listed = (await gestao(t, tokens.gestor, 'GET', '/products')).json().products as {
      id: number;
      nfse: object;
    }[];
    expect(listed.find((p) => p.id === mine.id)!.nfse).toMatchObject(CODES);
  });
});
