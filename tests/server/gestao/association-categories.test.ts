import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema';
import { createTestApp, type TestContext } from '../support/test-app';
import { memberOf } from './gestao-fixtures';
import { psiTitularId } from './psi-titular';
import { staffTokens, type StaffTokens } from './staff-tokens';
import { gestao } from './support';

let t: TestContext;
let tokens: StaffTokens;
let psiTitular: number;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
  psiTitular = await psiTitularId(t);
});
afterAll(() => t.close());

const signUpTable = async (associationId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/auth/categoriasEmitente/${associationId}` })).json()
    .CATEGORIAS as {
    ID_EMITENTE_CATEGORIA: number;
    DESCRICAO: string;
    VALOR_ANUIDADE: number;
    VALOR_ANUIDADE_PROMOCIONAL: number | null;
  }[];
const efetivo = {
  name: 'Efetivo',
  annuityCentavos: 90_000,
  annuityPromoCentavos: 80_000,
  annuityPromoUntil: '2027-03-31',
};
const estudante = {
  name: '  Estudante ',
  annuityCentavos: 20_000,
  annuityPromoCentavos: null,
  annuityPromoUntil: null,
};

describe('Categorias e anuidades: the association’s own categories', () => {
  it('lists 428’s categories with SPEC §9’s rule on Aspirante and its active members', async () => {
    const res = await gestao(t, tokens.gestor, 'GET', '/association-categories');
    expect(res.statusCode).toBe(200);
    const byName = Object.fromEntries(res.json().categories.map((c: { name: string }) => [c.name, c]));
    expect(Object.keys(byName).sort()).toEqual(['Aspirante', 'Residente ou Fellow', 'Titular']);
    expect(byName.Aspirante).toMatchObject({
      categoryId: 501,
      annuityCentavos: 62_400,
      retiredAt: null,
      promotion: { afterYears: 2, toCategoryId: 601 },
    });
    expect(byName.Titular.memberCount).toBeGreaterThanOrEqual(1);
  });

  it('creates "Efetivo" and "Estudante" for 1024839, which its sign-up lists with their prices; audited', async () => {
    const first = await gestao(t, tokens.psi, 'POST', '/association-categories', efetivo);
    expect(first.statusCode).toBe(201);
    expect(first.json().category).toMatchObject({
      ...efetivo,
      retiredAt: null,
      promotion: null,
      memberCount: 0,
    });
    const second = await gestao(t, tokens.psi, 'POST', '/association-categories', estudante);
    expect(second.json().category.name).toBe('Estudante');
    const table = await signUpTable(1024839);
    expect(table.map((c) => [c.DESCRICAO, c.VALOR_ANUIDADE, c.VALOR_ANUIDADE_PROMOCIONAL])).toEqual([
      ['Estudante', 200, null],
      ['Titular', 300, null],
      ['Efetivo', 900, 800],
    ]);
    // 428's table is untouched.
    expect((await signUpTable(428)).map((c) => c.ID_EMITENTE_CATEGORIA)).toEqual([2701, 501, 601]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.associationId, 1024839));
    expect(audit.filter((r) => r.action === 'category.created')).toHaveLength(2);
  });

  it('refuses a blank or repeated name and bad prices with a pt-BR message, never a 500', async () => {
    const cases: [object, number, string][] = [
      [{ ...efetivo, name: '   ' }, 400, 'Informe o nome da categoria.'],
      [{ ...efetivo, name: 'efetivo' }, 409, 'A associação já tem uma categoria com este nome.'],
      [{ ...efetivo, name: 'X'.repeat(61) }, 400, 'O nome da categoria pode ter até 60 caracteres.'],
      [
        { ...efetivo, name: 'Remido', annuityCentavos: 0 },
        400,
        'Informe o valor da anuidade, maior que zero.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await gestao(t, tokens.psi, 'POST', '/association-categories', body);
      expect([res.statusCode, res.json()]).toEqual([status, { ok: false, message }]);
    }
    // Another association may use the same name.
    expect((await gestao(t, tokens.gestor, 'POST', '/association-categories', efetivo)).statusCode).toBe(201);
    expect((await gestao(t, tokens.psi, 'POST', '/association-categories', { name: 1 })).statusCode).toBe(
      400,
    );
  });

  it('renames, sets "Após 1 ano, passa para Efetivo", and retires: the sign-up drops it, its member keeps it', async () => {
    const list = (await gestao(t, tokens.psi, 'GET', '/association-categories')).json().categories;
    const id = (name: string) => list.find((c: { name: string }) => c.name === name).categoryId as number;
    const renamed = await gestao(t, tokens.psi, 'PUT', `/association-categories/${id('Estudante')}/name`, {
      name: 'Estudante de graduação',
    });
    expect(renamed.json().category.name).toBe('Estudante de graduação');

    const rule = await gestao(t, tokens.psi, 'PUT', `/association-categories/${id('Estudante')}/promotion`, {
      promotion: { afterYears: 1, toCategoryId: id('Efetivo') },
    });
    expect(rule.json().category.promotion).toEqual({ afterYears: 1, toCategoryId: id('Efetivo') });
    for (const [promotion, message] of [
      [{ afterYears: 0, toCategoryId: id('Efetivo') }, 'Informe de 1 a 50 anos.'],
      [{ afterYears: 2, toCategoryId: id('Estudante') }, 'Escolha outra categoria ativa da associação.'],
      [{ afterYears: 2, toCategoryId: 601 }, 'Escolha outra categoria ativa da associação.'],
    ] as const) {
      const res = await gestao(t, tokens.psi, 'PUT', `/association-categories/${id('Estudante')}/promotion`, {
        promotion,
      });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }

    const holder = await memberOf(t, 1024839, { categoryId: psiTitular });
    const retired = await gestao(t, tokens.psi, 'PUT', `/association-categories/${psiTitular}/retirement`, {
      retired: true,
    });
    expect(retired.statusCode).toBe(200);
    expect(retired.json().category.retiredAt).toEqual(expect.any(String));
    expect((await signUpTable(1024839)).map((c) => c.DESCRICAO)).toEqual([
      'Estudante de graduação',
      'Efetivo',
    ]);
    const page = (await gestao(t, tokens.psi, 'GET', `/members/${holder.memberId}`)).json();
    expect(page.categoryName).toBe('Titular');
    // A retired category is no rule's target.
    const toRetired = await gestao(
      t,
      tokens.psi,
      'PUT',
      `/association-categories/${id('Efetivo')}/promotion`,
      {
        promotion: { afterYears: 3, toCategoryId: psiTitular },
      },
    );
    expect(toRetired.statusCode).toBe(400);

    await gestao(t, tokens.psi, 'PUT', `/association-categories/${psiTitular}/retirement`, {
      retired: false,
    });
    expect((await signUpTable(1024839)).map((c) => c.DESCRICAO)).toContain('Titular');
  });

  it('ownership and roles: another association’s ids are 404 and change nothing; financeiro is 403', async () => {
    const calls = (categoryId: number) =>
      [
        ['PUT', `/association-categories/${categoryId}/name`, { name: 'Invadida' }],
        ['PUT', `/association-categories/${categoryId}/retirement`, { retired: true }],
        ['PUT', `/association-categories/${categoryId}/promotion`, { promotion: null }],
      ] as const;
    for (const [method, url, body] of calls(601)) {
      const res = await gestao(t, tokens.psi, method, url, body);
      expect([url, res.statusCode, res.json()]).toEqual([
        url,
        404,
        { ok: false, message: expect.any(String) },
      ]);
    }
    for (const [method, url, body] of calls(psiTitular)) {
      expect((await gestao(t, tokens.gestor, method, url, body)).statusCode).toBe(404);
    }
    // Through the body: 428's Titular as the target of 1024839's rule.
    const own = (await gestao(t, tokens.psi, 'GET', '/association-categories')).json().categories[0]
      .categoryId;
    const viaBody = await gestao(t, tokens.psi, 'PUT', `/association-categories/${own}/promotion`, {
      promotion: { afterYears: 2, toCategoryId: 2701 },
    });
    expect(viaBody.statusCode).toBe(400);
    const mine = (await gestao(t, tokens.gestor, 'GET', '/association-categories')).json().categories;
    expect(mine.map((c: { name: string }) => c.name)).not.toContain('Invadida');
    expect(mine.every((c: { retiredAt: string | null }) => c.retiredAt === null)).toBe(true);
    expect(mine.find((c: { categoryId: number }) => c.categoryId === 501).promotion).toEqual({
      afterYears: 2,
      toCategoryId: 601,
    });
    expect(
      (await gestao(t, tokens.psi, 'GET', '/association-categories'))
        .json()
        .categories.map((c: { categoryId: number }) => c.categoryId),
    ).not.toContain(601);

    for (const [method, url, body] of [
      ['GET', '/association-categories', undefined],
      ['POST', '/association-categories', efetivo],
      ...calls(601),
    ] as const) {
      expect((await gestao(t, tokens.financeiro, method, url, body)).statusCode).toBe(403);
      expect((await gestao(t, null, method, url, body)).statusCode).toBe(401);
    }
  });
});
