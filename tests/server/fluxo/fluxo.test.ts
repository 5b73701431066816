import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { toWireDate } from '../../../domain/dates';
import { addDays } from '../../../domain/sao-paulo-days';
import { cashFlowItems } from '../../../server/db/schema';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { amountTodayOf, get, memberIdOf, post, unpaidItems } from '../support/wallet';

let t: TestContext;
let maria: string;
let pedro: string;
const today = toWireDate(new Date());

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(DEMO.maria);
  pedro = await t.login(DEMO.pedro);
});
afterAll(() => t.close());

type Group = { MES: number; ANO: number; FLUXOS: Array<Record<string, unknown> & { VALOR: number }> };
const listar = async (token: string, payload: object) => {
  const res = await post(t, token, '/api/fluxo/listarFluxos', payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Group[];
};
const all = (groups: Group[]) => groups.flatMap((g) => g.FLUXOS);

describe('POST /api/fluxo/listarFluxos', () => {
  it("groups Maria's items from 200 days ago by month, in date order (paid: payment, else due), with the wire formats", async () => {
    const groups = await listar(maria, { DATA_INICIAL: addDays(today, -200) });
    const items = all(groups);
    // 6 upcoming + 1 overdue + 3 paid monthly dues (the paid annuity and product may fall in range too).
    const monthly = items.filter((i) => String(i.HISTORICO).startsWith('Contribuição mensal'));
    expect(monthly).toHaveLength(10);
    const dayOf = (f: Record<string, unknown>) => String(f.DATA_PAGAMENTO || f.DATA_VENCIMENTO);
    const days = items.map(dayOf);
    expect(days).toEqual([...days].sort());
    for (const g of groups) {
      for (const f of g.FLUXOS) {
        expect(Number(dayOf(f).slice(0, 4))).toBe(g.ANO);
        expect(Number(dayOf(f).slice(4, 6))).toBe(g.MES);
      }
    }
    expect(new Set(groups.map((g) => `${g.ANO}-${g.MES}`)).size).toBe(groups.length);
    expect(monthly[0]).toMatchObject({
      ID_FLUXO_DE_CAIXA: expect.any(Number),
      ID_EMITENTE_ML: 428,
      PROJETO: 'Contribuição',
      DATA_VENCIMENTO: expect.stringMatching(/^\d{8}T120000$/),
      VALOR: 65,
      EMITENTE_ML: 'Sociedade Demo de Oftalmologia',
    });
    expect(monthly.filter((i) => i.DATA_PAGAMENTO === '')).toHaveLength(7);
    expect(monthly.filter((i) => /^\d{8}T\d{6}$/.test(String(i.DATA_PAGAMENTO)))).toHaveLength(3);
  });

  it('lists each item exactly as obterFluxo shows it alone (the list comes packed by PostgreSQL)', async () => {
    const items = all(await listar(maria, { DATA_INICIAL: addDays(today, -400) }));
    expect(items.some((i) => i.DATA_PAGAMENTO !== '')).toBe(true);
    for (const item of items) {
      const res = await post(t, maria, '/api/fluxo/obterFluxo', {
        ID_FLUXO_DE_CAIXA: item.ID_FLUXO_DE_CAIXA,
      });
      expect(res.json()).toEqual({ RESULTADO: true, FLUXO: item });
    }
  });

  it('home: pending from today for 30 days', async () => {
    const groups = await listar(maria, {
      DATA_INICIAL: today,
      DATA_FINAL: addDays(today, 30),
      SITUACAO: 'pendente',
    });
    const items = all(groups);
    expect(items.length).toBeGreaterThanOrEqual(1);
    expect(items.length).toBeLessThanOrEqual(2);
    expect(items.every((i) => i.DATA_PAGAMENTO === '' && i.VALOR === 65)).toBe(true);
  });

  it('pending only, without an end: the 6 upcoming dues (6 × 65)', async () => {
    const items = all(await listar(maria, { DATA_INICIAL: today, SITUACAO: 'pendente' }));
    expect(items).toHaveLength(6);
    expect(items.reduce((s, i) => s + i.VALOR, 0)).toBe(390);
  });

  it('history of the last 90 days: paid and overdue items, nothing unpaid due later than today', async () => {
    const items = all(await listar(maria, { DATA_INICIAL: addDays(today, -90), DATA_FINAL: today }));
    const todayWire = today.replaceAll('-', '');
    const unpaid = items.filter((i) => i.DATA_PAGAMENTO === '');
    expect(unpaid.every((i) => String(i.DATA_VENCIMENTO).slice(0, 8) <= todayWire)).toBe(true);
    expect(items.some((i) => i.DATA_PAGAMENTO === '')).toBe(true); // the overdue one
    expect(items.some((i) => i.DATA_PAGAMENTO !== '')).toBe(true);
  });

  it('DATA_FINAL is inclusive and a one-day range works', async () => {
    const [first] = all(await listar(maria, { DATA_INICIAL: today, SITUACAO: 'pendente' }));
    const day = `${String(first!.DATA_VENCIMENTO).slice(0, 4)}-${String(first!.DATA_VENCIMENTO).slice(4, 6)}-${String(first!.DATA_VENCIMENTO).slice(6, 8)}`;
    const items = all(await listar(maria, { DATA_INICIAL: day, DATA_FINAL: day }));
    expect(items.map((i) => i.ID_FLUXO_DE_CAIXA)).toEqual([first!.ID_FLUXO_DE_CAIXA]);
  });

  it('refuses bad dates and a reversed range with RESULTADO/MSG', async () => {
    const outOfRange = [{ DATA_INICIAL: '0000-01-01' }, { DATA_INICIAL: '1899-12-31' }];
    for (const payload of [
      { DATA_INICIAL: '2026-02-30' },
      { DATA_INICIAL: '01/02/2026' },
      {},
      ...outOfRange,
    ]) {
      const res = await post(t, maria, '/api/fluxo/listarFluxos', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        RESULTADO: false,
        MSG: 'O campo DATA_INICIAL está ausente ou é inválido.',
      });
    }
    const reversed = await post(t, maria, '/api/fluxo/listarFluxos', {
      DATA_INICIAL: '2026-05-10',
      DATA_FINAL: '2026-05-09',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().RESULTADO).toBe(false);
  });

  it('refuses a DATA_FINAL past 2999 with a 400, never a 500', async () => {
    const res = await post(t, maria, '/api/fluxo/listarFluxos', {
      DATA_INICIAL: today,
      DATA_FINAL: '9999-12-31',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().RESULTADO).toBe(false);
    const last = await post(t, maria, '/api/fluxo/listarFluxos', {
      DATA_INICIAL: '1900-01-01',
      DATA_FINAL: '2999-12-31',
    });
    expect(last.statusCode).toBe(200);
  });

  it('answers 401 as RESULTADO/MSG without a token', async () => {
    const res = await post(t, null, '/api/fluxo/listarFluxos', { DATA_INICIAL: today });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ RESULTADO: false, MSG: 'Sua sessão expirou. Faça login novamente.' });
  });

  it('shows Pedro only his own items', async () => {
    const items = all(await listar(pedro, { DATA_INICIAL: addDays(today, -400) }));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ VALOR: 530.4, PROJETO: 'Anuidade', DATA_PAGAMENTO: '' });
  });

  it("says until when Pedro's annuity has its early price and what it costs after", async () => {
    const [annuity] = all(await listar(pedro, { DATA_INICIAL: addDays(today, -400) }));
    expect(annuity).toMatchObject({ VALOR: 530.4, VALOR_DEPOIS: 624 });
    expect(annuity!.PAGUE_ATE).toBe(
      String(annuity!.DATA_VENCIMENTO).replace(/^(\d{4})(\d{2})(\d{2}).*/, '$1-$2-$3'),
    );
    // An item with no early price says nothing of one.
    const [due] = all(await listar(maria, { DATA_INICIAL: today }));
    expect(due).toMatchObject({ PAGUE_ATE: '' });
    expect(due).not.toHaveProperty('VALOR_DEPOIS');
  });
});

describe('POST /api/fluxo/obterFluxo', () => {
  it('returns the caller’s item, and 404 for anyone else’s', async () => {
    const mariaId = await memberIdOf(t, DEMO.maria.usuario);
    const [item] = await unpaidItems(t, mariaId);
    const res = await post(t, maria, '/api/fluxo/obterFluxo', { ID_FLUXO_DE_CAIXA: item!.id });
    expect(res.statusCode).toBe(200);
    // Overdue since last month: 65.00 plus the 2 % fine and 1 % a month of interest.
    expect(res.json()).toMatchObject({ RESULTADO: true, FLUXO: { ID_FLUXO_DE_CAIXA: item!.id } });
    const { VALOR, MULTA_JUROS } = res.json().FLUXO;
    expect(MULTA_JUROS).toBeGreaterThanOrEqual(1.3 + 0.01);
    expect(VALOR).toBeCloseTo(65 + MULTA_JUROS, 2);

    const other = await post(t, pedro, '/api/fluxo/obterFluxo', { ID_FLUXO_DE_CAIXA: item!.id });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ RESULTADO: false, MSG: 'Recurso não encontrado.' });
    const missing = await post(t, maria, '/api/fluxo/obterFluxo', { ID_FLUXO_DE_CAIXA: 999999 });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/fluxo/pendenciaTotal360dias', () => {
  it('sums the upcoming and the overdue unpaid items', async () => {
    const res = await get(t, maria, '/api/fluxo/pendenciaTotal360dias');
    const [overdue] = await unpaidItems(t, await memberIdOf(t, DEMO.maria.usuario));
    const overdueToday = await amountTodayOf(t, maria, overdue!.id);
    expect(overdueToday).toBeGreaterThan(6_500);
    expect(res.json()).toEqual({ RESULTADO: true, TOTAL: (6 * 6_500 + overdueToday) / 100 });
    expect((await get(t, pedro, '/api/fluxo/pendenciaTotal360dias')).json()).toEqual({
      RESULTADO: true,
      TOTAL: 530.4,
    });
  });
});

describe('POST /api/fluxo/verificaSePagaAnuidade', () => {
  it("tells Maria's annuity is paid and Pedro's is not, with the item to pay", async () => {
    const m = (await post(t, maria, '/api/fluxo/verificaSePagaAnuidade', { ID_EMITENTE_ML: 428 })).json();
    expect(m).toMatchObject({ RESULTADO: true, PAGO: true, ID_FLUXO_DE_CAIXA: expect.any(Number) });
    expect(m.FLUXO.DATA_PAGAMENTO).not.toBe('');

    const p = (await post(t, pedro, '/api/fluxo/verificaSePagaAnuidade', { ID_EMITENTE_ML: 428 })).json();
    expect(p).toMatchObject({ RESULTADO: true, PAGO: false, FLUXO: { VALOR: 530.4, DATA_PAGAMENTO: '' } });
    expect(p.ID_FLUXO_DE_CAIXA).toBe(p.FLUXO.ID_FLUXO_DE_CAIXA);
  });

  it('answers 404 for an association the member does not belong to', async () => {
    const res = await post(t, maria, '/api/fluxo/verificaSePagaAnuidade', { ID_EMITENTE_ML: 1024839 });
    expect(res.statusCode).toBe(404);
    expect(res.json().RESULTADO).toBe(false);
  });
});

describe('GET /api/emitente/listarAssociacoesEmitente', () => {
  it("lists the member's associations", async () => {
    const res = await get(t, pedro, '/api/emitente/listarAssociacoesEmitente');
    expect(res.json()).toEqual([
      {
        ID_EMITENTE_ML: 428,
        CATEGORIA: 'Aspirante',
        DESCRICAO: 'Sociedade Demo de Oftalmologia',
        ID_EMITENTE_CATEGORIA: 501,
        SITUACAO: 'A',
      },
    ]);
  });
});

describe('GET /api/banners', () => {
  it('lists the banners with an image URL each, served publicly', async () => {
    const res = await get(t, null, '/api/banners');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ id: number; img: string }>;
    expect(list).toHaveLength(3);
    expect(list[0]!.img).toBe(`/api/banners/${list[0]!.id}/imagem`);
    const img = await get(t, null, list[0]!.img);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(img.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await get(t, null, '/api/banners/9999/imagem')).statusCode).toBe(404);
  });
});

describe('verificaSePagaAnuidade after staff cancel the annuity', () => {
  it('no longer offers the cancelled annuity to pay', async () => {
    const p = (await post(t, pedro, '/api/fluxo/verificaSePagaAnuidade', { ID_EMITENTE_ML: 428 })).json();
    await t.database.db
      .update(cashFlowItems)
      .set({ cancelledAt: new Date(), cancelReason: 'teste' })
      .where(eq(cashFlowItems.id, p.ID_FLUXO_DE_CAIXA));
    const after = (await post(t, pedro, '/api/fluxo/verificaSePagaAnuidade', { ID_EMITENTE_ML: 428 })).json();
    expect(after).toMatchObject({ RESULTADO: true, PAGO: false, FLUXO: null });
  });
});
