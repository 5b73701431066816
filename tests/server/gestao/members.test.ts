import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCpf } from '../../../domain/cpf';
import { MEMBERS_MSG } from '../../../domain/gestao-members-messages';
import { eachMember } from '../../../server/gestao/members/each-member';
import { csvValue } from '../../../server/gestao/members/members-csv';
import { auditLog, cashFlowItems, transactions } from '../../../server/db/schema';
import { createTestApp, type TestContext } from '../support/test-app';
import { itemOf, memberOf, membershipOf, staffTokens, type StaffTokens } from './gestao-fixtures';
import { psiTitularId } from './psi-titular';
import { gestao } from './support';
import { parseExcelCsv } from '../../e2e/support/csv';

const PSI = 1024839;
const OFTALMO = 428;
const MARIA_CPF = '52998224725';

let t: TestContext;
let tokens: StaffTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
});
afterAll(() => t.close());

interface Row {
  id: number;
  name: string;
  cpf: string;
  situation: string;
  categoryName: string;
}
const list = async (token: string, query = '') => {
  const res = await gestao(t, token, 'GET', `/members${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Row[]; total: number; page: number; pageSize: number };
};

describe('GET /api/gestao/members', () => {
  it('finds Maria by CPF with or without the mask, by name fragment and by e-mail', async () => {
    for (const q of [
      MARIA_CPF,
      formatCpf(MARIA_CPF),
      '529.982',
      'maria demo',
      'MEMBRO@exemplo',
      'membro@exemplo.com.br',
    ]) {
      const { items, total } = await list(tokens.gestor, `?q=${encodeURIComponent(q)}`);
      expect(
        items.map((m) => m.name),
        q,
      ).toContain('Maria Demo Silva');
      expect(total, q).toBe(items.length);
    }
    const { items } = await list(tokens.gestor, `?q=${MARIA_CPF}`);
    expect(items[0]).toMatchObject({
      cpf: '529.982.247-25',
      email: 'membro@exemplo.com.br',
      categoryName: 'Titular',
      since: '2015-03-01',
      // The seed leaves one monthly due of last month unpaid.
      situation: 'inadimplente',
    });
  });

  it('tells adimplente, inadimplente and pendente apart; cancelled items count for nothing', async () => {
    const titularId = await psiTitularId(t);
    const ok = await memberOf(t, PSI, { name: 'Ana Adimplente', categoryId: titularId });
    await itemOf(t, ok.memberId, PSI, { dueInDays: -10, paid: true });
    await itemOf(t, ok.memberId, PSI, { dueInDays: 10 });
    await itemOf(t, ok.memberId, PSI, { dueInDays: -40, cancelled: true });
    const late = await memberOf(t, PSI, { name: 'Bruno Inadimplente', categoryId: titularId });
    await itemOf(t, late.memberId, PSI, { dueInDays: -7 });
    // Overdue at another association: no debt here.
    await itemOf(t, ok.memberId, OFTALMO, { dueInDays: -7 });
    const waiting = await memberOf(t, PSI, { name: 'Carla Pendente', status: 'P', categoryId: titularId });
    await memberOf(t, PSI, { name: 'Davi Recusado', status: 'N', categoryId: titularId });

    const all = await list(tokens.psi);
    const byName = Object.fromEntries(all.items.map((m) => [m.name, m.situation]));
    expect(byName).toMatchObject({
      'Ana Adimplente': 'adimplente',
      'Bruno Inadimplente': 'inadimplente',
      'Carla Pendente': 'pendente',
    });
    expect(byName['Davi Recusado']).toBeUndefined();
    const names = all.items.map((m) => m.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    for (const [situation, who] of [
      ['adimplente', ok],
      ['inadimplente', late],
      ['pendente', waiting],
    ] as const) {
      const filtered = await list(tokens.psi, `?situation=${situation}`);
      expect(
        filtered.items.map((m) => m.id),
        situation,
      ).toContain(who.memberId);
      expect(filtered.items.every((m) => m.situation === situation)).toBe(true);
    }
    const titular = await list(tokens.psi, `?categoryId=${titularId}`);
    expect(titular.total).toBe(all.total);
    expect((await list(tokens.psi, '?categoryId=501')).total).toBe(0);
  });

  it('pages on the server: 20 a page, a total, a stable order by name then id', async () => {
    for (let i = 0; i < 23; i++) await memberOf(t, PSI, { name: 'Zeca Paginado' });
    const first = await list(tokens.psi, '?q=Zeca%20Paginado');
    const second = await list(tokens.psi, '?q=Zeca%20Paginado&page=2');
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    expect(second.items).toHaveLength(3);
    const ids = [...first.items, ...second.items].map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(23);
    // The same pages by keyset: after the first page's last member, before the second's first.
    const after = await list(tokens.psi, `?q=Zeca%20Paginado&page=2&after=${first.items.at(-1)!.id}`);
    expect(after.items.map((m) => m.id)).toEqual(second.items.map((m) => m.id));
    expect(after.total).toBe(23);
    const before = await list(tokens.psi, `?q=Zeca%20Paginado&before=${second.items[0]!.id}`);
    expect(before.items.map((m) => m.id)).toEqual(first.items.map((m) => m.id));
    // A member of another association as the cursor finds nothing of theirs.
    const other = await memberOf(t, OFTALMO, { name: 'Zeca Paginado' });
    const foreign = await list(tokens.psi, `?q=Zeca%20Paginado&after=${other.memberId}`);
    expect(foreign.items.every((m) => ids.includes(m.id))).toBe(true);
  });

  it("never shows another association's members; financeiro reads; bad filters are 400, never 500", async () => {
    const psi = await list(tokens.psi, `?q=${MARIA_CPF}`);
    expect(psi.total).toBe(0);
    expect((await list(tokens.financeiro, `?q=${MARIA_CPF}`)).total).toBe(1);
    for (const query of [
      '?page=0',
      '?situation=rica',
      '?categoryId=x',
      '?after=-1',
      `?q=${'a'.repeat(201)}`,
    ]) {
      const res = await gestao(t, tokens.gestor, 'GET', `/members${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/^O campo .* está ausente ou é inválido\.$/);
    }
    // Wildcards are searched as text.
    expect((await list(tokens.gestor, '?q=%25')).total).toBe(0);
    expect((await list(tokens.gestor, '?q=_')).total).toBe(0);
  });
});

describe('GET /api/gestao/members/:memberId', () => {
  it("shows the member's data, membership, items of this association with their status, and payments", async () => {
    const m = await memberOf(t, PSI, { name: 'Elisa Detalhe' });
    const paid = await itemOf(t, m.memberId, PSI, { dueInDays: -30, paid: true, description: 'Paga' });
    await itemOf(t, m.memberId, PSI, { dueInDays: -7, description: 'Vencida' });
    await itemOf(t, m.memberId, PSI, { dueInDays: 20, description: 'Aberta' });
    await itemOf(t, m.memberId, PSI, { dueInDays: 5, cancelled: true, description: 'Cancelada' });
    await itemOf(t, m.memberId, OFTALMO, { dueInDays: 5, description: 'De outra associação' });
    // Paid late: with its fine and interest.
    await t.database.db.update(cashFlowItems).set({ paidCentavos: 10_250 }).where(eq(cashFlowItems.id, paid));
    await t.database.db.insert(transactions).values({
      itemId: paid,
      method: 'P',
      status: 'succeeded',
      amountCentavos: 10_000,
      accessHash: `hash-${paid}`,
    });

    const res = await gestao(t, tokens.psi, 'GET', `/members/${m.memberId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: m.memberId,
      name: 'Elisa Detalhe',
      cpf: formatCpf(m.cpf),
      email: m.email,
      crm: '654321',
      crmUf: 'RJ',
      categoryName: 'Titular',
      since: '2024-01-15',
      situation: 'inadimplente',
    });
    const statusOf = Object.fromEntries(
      (body.items as { description: string; status: string }[]).map((i) => [i.description, i.status]),
    );
    expect(statusOf).toEqual({ Paga: 'pago', Vencida: 'vencido', Aberta: 'aberto', Cancelada: 'cancelado' });
    expect(body.items[0].dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Each item at what it is worth: what paid it, today's amount while open (as Cobranças says).
    const open = (await gestao(t, tokens.psi, 'GET', '/charges/items?status=open&limit=100')).json()
      .items as {
      description: string;
      memberId: number;
      currentCentavos: number;
    }[];
    const inCobrancas = open.find((i) => i.memberId === m.memberId && i.description === 'Vencida')!;
    const worth = Object.fromEntries(
      (body.items as { description: string; currentCentavos: number; amountCentavos: number }[]).map((i) => [
        i.description,
        [i.currentCentavos, i.amountCentavos],
      ]),
    );
    expect(inCobrancas.currentCentavos).toBeGreaterThan(10_000);
    expect(worth).toEqual({
      Paga: [10_250, 10_000],
      Vencida: [inCobrancas.currentCentavos, 10_000],
      Aberta: [10_000, 10_000],
      Cancelada: [10_000, 10_000],
    });
    expect(body.payments).toEqual([
      expect.objectContaining({
        itemId: paid,
        description: 'Paga',
        method: 'pix',
        status: 'succeeded',
        amountCentavos: 10_000,
        refunded: false,
      }),
    ]);
  });

  it("is 404 for another association's member and for bad ids 400", async () => {
    const other = await memberOf(t, OFTALMO);
    const res = await gestao(t, tokens.psi, 'GET', `/members/${other.memberId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, message: 'Recurso não encontrado.' });
    expect((await gestao(t, tokens.psi, 'GET', '/members/abc')).statusCode).toBe(400);
    expect((await gestao(t, tokens.psi, 'GET', '/members/0')).statusCode).toBe(400);
  });
});

describe('PUT /api/gestao/members/:memberId/category', () => {
  it('moves the member to another category from the given day, audited (gestor only)', async () => {
    const m = await memberOf(t, OFTALMO, { categoryId: 601 });
    const url = `/members/${m.memberId}/category`;
    expect(
      (await gestao(t, tokens.financeiro, 'PUT', url, { categoryId: 501, since: '2026-02-01' })).statusCode,
    ).toBe(403);
    const res = await gestao(t, tokens.gestor, 'PUT', url, { categoryId: 501, since: '2026-02-01' });
    expect(res.statusCode).toBe(200);
    expect(await membershipOf(t, m.memberId, OFTALMO)).toMatchObject({
      categoryId: 501,
      categorySince: '2026-02-01',
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.category'), eq(auditLog.entityId, String(m.membershipId))));
    expect(audit).toMatchObject([
      {
        associationId: OFTALMO,
        before: { categoryId: 601, since: '2024-01-15' },
        after: { categoryId: 501, since: '2026-02-01' },
      },
    ]);
  });

  it("refuses a category the association does not offer, another association's member, and bad input, changing nothing", async () => {
    const titularId = await psiTitularId(t);
    const m = await memberOf(t, PSI, { categoryId: titularId });
    const url = `/members/${m.memberId}/category`;
    const notOffered = await gestao(t, tokens.psi, 'PUT', url, { categoryId: 501, since: '2026-02-01' });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().message).toBe(MEMBERS_MSG.categoryNotOffered);
    const other = await gestao(t, tokens.gestor, 'PUT', url, { categoryId: 601, since: '2026-02-01' });
    expect(other.statusCode).toBe(404);
    for (const payload of [
      {},
      { categoryId: titularId, since: '2026-02-30' },
      { categoryId: 'x', since: '2026-02-01' },
    ]) {
      const res = await gestao(t, tokens.psi, 'PUT', url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/^O campo .* está ausente ou é inválido\.$/);
    }
    expect(await membershipOf(t, m.memberId, PSI)).toMatchObject({
      categoryId: titularId,
      categorySince: '2024-01-15',
    });
  });
});

describe('GET /api/gestao/members/categories', () => {
  it("lists the association's categories", async () => {
    const psi = await gestao(t, tokens.psi, 'GET', '/members/categories');
    expect(psi.json()).toEqual({ categories: [{ id: await psiTitularId(t), name: 'Titular' }] });
    const oftalmo = await gestao(t, tokens.financeiro, 'GET', '/members/categories');
    expect(
      oftalmo
        .json()
        .categories.map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([2701, 501, 601]);
  });
});

describe('GET /api/gestao/members.csv', () => {
  it('exports the filtered list: BOM, header, ";" separated, values quoted', async () => {
    await memberOf(t, OFTALMO, { name: 'Fulano "Aspas"; Ponto' });
    const res = await gestao(t, tokens.financeiro, 'GET', '/members.csv?q=Aspas');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    const rows = parseExcelCsv(res.body);
    expect(rows[0]).toEqual(['nome', 'cpf', 'email', 'celular', 'categoria', 'situacao', 'membro_desde']);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual([
      'Fulano "Aspas"; Ponto',
      expect.stringMatching(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/),
      expect.stringContaining('@exemplo.com.br'),
      expect.stringMatching(/^\d{11}$/),
      'Titular',
      'Adimplente',
      '15/01/2024',
    ]);

    const maria = parseExcelCsv((await gestao(t, tokens.gestor, 'GET', `/members.csv?q=${MARIA_CPF}`)).body);
    expect(maria[1]?.slice(0, 2)).toEqual(['Maria Demo Silva', '529.982.247-25']);
  });

  it('exports every match in the list order across batches, and nothing of another association', async () => {
    const all = await list(tokens.gestor);
    const rows = parseExcelCsv((await gestao(t, tokens.gestor, 'GET', '/members.csv')).body).slice(1);
    expect(rows).toHaveLength(all.total);
    expect(rows.slice(0, all.items.length).map((r) => r[1])).toEqual(all.items.map((m) => m.cpf));
    // Small batches walk the same rows in the same order (keyset on name and id).
    const batched: number[] = [];
    for await (const m of eachMember(t.database.db, OFTALMO, {}, { batchSize: 2 })) batched.push(m.id);
    expect(batched).toHaveLength(all.total);
    expect(batched.slice(0, all.items.length)).toEqual(all.items.map((m) => m.id));
    const psi = parseExcelCsv((await gestao(t, tokens.psi, 'GET', `/members.csv?q=${MARIA_CPF}`)).body);
    expect(psi).toHaveLength(1);
    expect((await gestao(t, tokens.gestor, 'GET', '/members.csv?situation=x')).statusCode).toBe(400);
    expect((await gestao(t, null, 'GET', '/members.csv')).statusCode).toBe(401);
  });

  it('keeps formulas from running in a spreadsheet', () => {
    expect(csvValue('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvValue(null)).toBe('""');
  });
});
