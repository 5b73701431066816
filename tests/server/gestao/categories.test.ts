import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories } from '../../../server/db/schema';
import { createTestApp, type TestContext } from '../support/test-app';
import { gestao } from './support';
import { psiTitularId } from './psi-titular';
import { staffTokens, type StaffTokens } from './staff-tokens';

let t: TestContext;
let tokens: StaffTokens;
let psiTitular: number;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
  psiTitular = await psiTitularId(t);
});
afterAll(() => t.close());

const publicCategories = async (association: number | string) =>
  t.app.inject({ method: 'GET', url: `/api/auth/categoriasEmitente/${association}` });
const auditRows = (associationId: number) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.associationId, associationId));

describe('Categorias e anuidades', () => {
  it('lists the association’s categories with SPEC §9’s prices for 428 and Titular at R$ 300,00 for 1024839', async () => {
    const res = await gestao(t, tokens.gestor, 'GET', '/categories');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      categories: [
        {
          categoryId: 2701,
          name: 'Residente ou Fellow',
          annuityCentavos: 42_900,
          annuityPromoCentavos: 36_465,
          annuityPromoUntil: null,
        },
        {
          categoryId: 501,
          name: 'Aspirante',
          annuityCentavos: 62_400,
          annuityPromoCentavos: 53_040,
          annuityPromoUntil: null,
        },
        {
          categoryId: 601,
          name: 'Titular',
          annuityCentavos: 78_000,
          annuityPromoCentavos: 66_300,
          annuityPromoUntil: null,
        },
      ],
      available: [],
    });
    const psi = (await gestao(t, tokens.psi, 'GET', '/categories')).json();
    expect(psi.categories).toEqual([
      {
        categoryId: psiTitular,
        name: 'Titular',
        annuityCentavos: 30_000,
        annuityPromoCentavos: null,
        annuityPromoUntil: null,
      },
    ]);
    // Another association's categories are never offered to it.
    expect(psi.available).toEqual([]);
  });

  it('the sign-up form’s public call answers the same table in §7 style', async () => {
    const res = await publicCategories(1024839);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      // The association's name comes along for the sign-up's header (issue 21 item 13).
      EMITENTE_ML: expect.any(String),
      // And its class council, which the sign-up asks for (issue 17 item 8).
      CONSELHO: 'CRP',
      CATEGORIAS: [
        {
          ID_EMITENTE_CATEGORIA: psiTitular,
          DESCRICAO: 'Titular',
          VALOR_ANUIDADE: 300,
          VALOR_ANUIDADE_PROMOCIONAL: null,
          DATA_FIM_PROMOCAO: null,
        },
      ],
    });
    const demo = (await publicCategories(428)).json();
    expect(
      demo.CATEGORIAS.map((c: { VALOR_ANUIDADE_PROMOCIONAL: number }) => c.VALOR_ANUIDADE_PROMOCIONAL),
    ).toEqual([364.65, 530.4, 663]);
    expect((await publicCategories(999999)).json()).toEqual({ EMITENTE_ML: null, CATEGORIAS: [] });
    expect((await publicCategories('abc')).statusCode).toBe(400);
  });

  it('edits prices with an audit row of before and after, and the public table follows', async () => {
    const res = await gestao(t, tokens.psi, 'PUT', `/categories/${psiTitular}`, {
      annuityCentavos: 32_000,
      annuityPromoCentavos: 28_000,
      annuityPromoUntil: '2027-03-31',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().category).toMatchObject({ annuityCentavos: 32_000, annuityPromoUntil: '2027-03-31' });
    const [row] = await auditRows(1024839);
    expect(row).toMatchObject({
      action: 'category.prices_changed',
      entity: 'category',
      entityId: String(psiTitular),
      before: { annuityCentavos: 30_000, annuityPromoCentavos: null, annuityPromoUntil: null },
      after: { annuityCentavos: 32_000, annuityPromoCentavos: 28_000, annuityPromoUntil: '2027-03-31' },
    });
    expect((await publicCategories(1024839)).json().CATEGORIAS[0]).toMatchObject({
      VALOR_ANUIDADE: 320,
      VALOR_ANUIDADE_PROMOCIONAL: 280,
      DATA_FIM_PROMOCAO: '2027-03-31',
    });
    // Back to the seed's, so the other tests read it.
    await gestao(t, tokens.psi, 'PUT', `/categories/${psiTitular}`, {
      annuityCentavos: 30_000,
      annuityPromoCentavos: null,
      annuityPromoUntil: null,
    });
  });

  it('refuses prices that break the rules with 400 and a pt-BR message, changing nothing', async () => {
    const cases: [object, string][] = [
      [
        { annuityCentavos: 30_000, annuityPromoCentavos: 30_000, annuityPromoUntil: null },
        'O valor antecipado deve ser menor que o valor normal.',
      ],
      [
        { annuityCentavos: 0, annuityPromoCentavos: null, annuityPromoUntil: null },
        'Informe o valor da anuidade, maior que zero.',
      ],
      [
        { annuityCentavos: 30_000, annuityPromoCentavos: 1_000, annuityPromoUntil: '2027-02-30' },
        'Informe uma data válida para o fim do valor antecipado.',
      ],
      [
        { annuityCentavos: 30_000, annuityPromoCentavos: null, annuityPromoUntil: '2027-02-10' },
        'Informe o valor antecipado para usar uma data de fim.',
      ],
    ];
    const auditBefore = (await auditRows(428)).length;
    for (const [body, message] of cases) {
      const res = await gestao(t, tokens.gestor, 'PUT', '/categories/601', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ok: false, message });
    }
    const malformed = await gestao(t, tokens.gestor, 'PUT', '/categories/601', { annuityCentavos: 'muito' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/campo/);
    const titular = (await gestao(t, tokens.gestor, 'GET', '/categories')).json().categories[2];
    expect(titular).toMatchObject({ annuityCentavos: 78_000, annuityPromoCentavos: 66_300 });
    expect((await auditRows(428)).length).toBe(auditBefore);
  });

  it('offers one of its own categories that has no price yet, once; another association’s is 404', async () => {
    const [own] = await t.database.db
      .insert(categories)
      .values({ associationId: 1024839, description: 'Aspirante' })
      .returning({ id: categories.id });
    const body = {
      categoryId: own!.id,
      annuityCentavos: 20_000,
      annuityPromoCentavos: null,
      annuityPromoUntil: null,
    };
    expect((await gestao(t, tokens.psi, 'GET', '/categories')).json().available).toEqual([
      { categoryId: own!.id, name: 'Aspirante' },
    ]);
    const res = await gestao(t, tokens.psi, 'POST', '/categories', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().category).toMatchObject({
      categoryId: own!.id,
      name: 'Aspirante',
      annuityCentavos: 20_000,
    });
    expect((await gestao(t, tokens.psi, 'POST', '/categories', body)).json()).toEqual({
      ok: false,
      message: 'Esta categoria já é oferecida.',
    });
    for (const categoryId of [777, 501]) {
      expect((await gestao(t, tokens.psi, 'POST', '/categories', { ...body, categoryId })).statusCode).toBe(
        404,
      );
    }
    expect(
      (await auditRows(1024839)).some(
        (r) => r.action === 'category.offered' && r.entityId === String(own!.id),
      ),
    ).toBe(true);
    const listed = (await publicCategories(1024839))
      .json()
      .CATEGORIAS.map((c: { ID_EMITENTE_CATEGORIA: number }) => c.ID_EMITENTE_CATEGORIA);
    expect(listed).toEqual([own!.id, psiTitular]);
    // 428's table is untouched.
    expect((await publicCategories(428)).json().CATEGORIAS).toHaveLength(3);
  });

  it('ownership and roles: another association’s category is 404, financeiro is 403', async () => {
    expect(
      (
        await gestao(t, tokens.psi, 'PUT', '/categories/2701', {
          annuityCentavos: 1,
          annuityPromoCentavos: null,
          annuityPromoUntil: null,
        })
      ).statusCode,
    ).toBe(404);
    const untouched = (await publicCategories(428)).json().CATEGORIAS[0];
    expect(untouched).toMatchObject({ ID_EMITENTE_CATEGORIA: 2701, VALOR_ANUIDADE: 429 });
    for (const [method, url] of [
      ['GET', '/categories'],
      ['PUT', '/categories/601'],
      ['POST', '/categories'],
    ] as const) {
      const res = await gestao(
        t,
        tokens.financeiro,
        method,
        url,
        method === 'GET'
          ? undefined
          : { annuityCentavos: 1, annuityPromoCentavos: null, annuityPromoUntil: null },
      );
      expect(res.statusCode).toBe(403);
    }
  });
});
