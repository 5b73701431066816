import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MSG, PAYMENTS_CSV_COLUMNS } from '../../../domain/contract/gestao-payments';
import { formatCpf } from '../../../domain/cpf';
import { addDays, todayInSaoPaulo } from '../../../domain/sao-paulo-days';
import { auditLog, cashFlowItems, members, sandboxCharges, transactions } from '../../../server/db/schema';
import { sandboxFee } from '../../../server/gateways/payment/sandbox-gateway';
import { payItem } from '../../../server/payments/pay-item';
import { receivedMoney } from '../../../server/payments/received-money';
import { memberPost } from '../support/member-calls';
import { nextIp } from '../support/registration';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { memberIdOf, paidByPixInSandbox } from '../support/wallet';
import { gestao, STAFF, staffLogin } from './support';
import { parseSemicolonCsv as parseCsv } from '../../e2e/support/semicolon-csv';

let t: TestContext;
let tokens: { gestor: string; financeiro: string; psi: string; maria: string };
let mariaId: number;
const today = todayInSaoPaulo();

beforeAll(async () => {
  t = await createTestApp();
  tokens = {
    gestor: await staffLogin(t, STAFF.gestor),
    financeiro: await staffLogin(t, STAFF.financeiro),
    psi: await staffLogin(t, STAFF.gestorPsi),
    maria: await t.login(DEMO.maria),
  };
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

/** A fresh open item of Maria's, with a description of its own (and characters a CSV must quote). */
async function newItem(description: string, amountCentavos = 10_000) {
  const [item] = await t.database.db
    .insert(cashFlowItems)
    .values({
      memberId: mariaId,
      associationId: 428,
      kind: 'due',
      description,
      dueAt: new Date(Date.now() + 5 * 86_400_000),
      amountCentavos,
    })
    .returning();
  return item!;
}

async function paidByPix(description: string, amountCentavos = 10_000) {
  const item = await newItem(description, amountCentavos);
  const gatewayId = await paidByPixInSandbox(t, mariaId, [item.id]);
  const [tx] = await t.database.db.select().from(transactions).where(eq(transactions.gatewayId, gatewayId));
  return { item, tx: tx! };
}

async function paidByCard(description: string, installments: number, amountCentavos = 20_000) {
  const item = await newItem(description, amountCentavos);
  const outcome = await payItem(t.app, {
    memberId: mariaId,
    itemIds: [item.id],
    method: 'card',
    installments,
    resolveCard: async () => {
      const tok = await t.app.gateway.tokenizeCard({
        number: '4111111111111111',
        holderName: 'MARIA DEMO',
        expMonth: 12,
        expYear: 2034,
        cvv: '123',
      });
      return tok.ok ? { ok: true, token: tok.value.token, cardId: null } : tok;
    },
  });
  if (!outcome.ok || !outcome.value.accepted) throw new Error(JSON.stringify(outcome));
  const [tx] = await t.database.db
    .select()
    .from(transactions)
    .where(eq(transactions.gatewayId, outcome.value.transaction!.gatewayTransactionId!));
  return { item, tx: tx! };
}

async function manual(description: string) {
  const item = await newItem(description, 5_050);
  const res = await gestao(t, tokens.gestor, 'POST', `/charges/items/${item.id}/manual-payment`, {
    paidOn: today,
    method: 'dinheiro',
    note: 'No balcão',
  });
  expect(res.statusCode).toBe(200);
  return { item, txId: res.json().transactionId as number };
}

/** "-1234,56" → -123456. */
const centavosOf = (money: string) => Math.round(Number(money.replace(',', '.')) * 100);

const csv = (token: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/gestao/payments.csv${query}`,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextIp(),
  });

describe('fees reported by the gateway', () => {
  it('fills fee_centavos when a PIX or card payment settles (the sandbox price list)', async () => {
    const pix = await paidByPix('Taxa PIX', 10_000);
    expect(pix.tx.feeCentavos).toBe(99);
    const card = await paidByCard('Taxa cartão', 3, 20_000);
    expect(card.tx.feeCentavos).toBe(sandboxFee('card', 20_000, 3));
    expect(card.tx.feeCentavos).toBe(Math.round((20_000 * (3.99 + 0.78)) / 100));
    expect(sandboxFee('boleto', 123_456, 1)).toBe(349);
  });
});

describe('the list', () => {
  it('lists the association transactions with filters by method, situation and period, paginated', async () => {
    const { tx } = await paidByPix('Lista PIX');
    const { txId } = await manual('Lista manual');
    const all = await gestao(t, tokens.financeiro, 'GET', '/payments?limit=100');
    expect(all.statusCode).toBe(200);
    const pix = all.json().payments.find((p: { id: number }) => p.id === tx.id);
    expect(pix).toMatchObject({
      method: 'pix',
      status: 'succeeded',
      memberName: 'Maria Demo Silva',
      amountCentavos: 10_000,
      feeCentavos: 99,
      netCentavos: 9_901,
      gatewayId: tx.gatewayId,
    });
    const manualOnly = await gestao(t, tokens.financeiro, 'GET', '/payments?method=manual&limit=100');
    expect(manualOnly.json().payments.every((p: { method: string }) => p.method === 'manual')).toBe(true);
    expect(manualOnly.json().payments).toContainEqual(
      expect.objectContaining({ id: txId, manualMethod: 'dinheiro', note: 'No balcão', gatewayId: null }),
    );
    const pending = await gestao(t, tokens.financeiro, 'GET', '/payments?status=pending&limit=100');
    expect(pending.json().payments.every((p: { status: string }) => p.status === 'pending')).toBe(true);
    const todayOnly = await gestao(
      t,
      tokens.financeiro,
      'GET',
      `/payments?from=${today}&to=${today}&limit=100`,
    );
    expect(todayOnly.json().payments.map((p: { id: number }) => p.id)).toContain(tx.id);
    const past = await gestao(t, tokens.financeiro, 'GET', `/payments?to=${addDays(today, -400)}`);
    expect(past.json().payments.map((p: { id: number }) => p.id)).not.toContain(tx.id);
    const page = await gestao(t, tokens.financeiro, 'GET', '/payments?limit=1&offset=1');
    expect(page.json().payments).toHaveLength(1);
    expect(page.json().total).toBe(all.json().total);
    for (const bad of ['?method=cheque', '?status=x', '?from=2026-13-01', '?limit=0', '?offset=-1']) {
      const res = await gestao(t, tokens.financeiro, 'GET', `/payments${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().ok).toBe(false);
    }
  });
});

describe('the methods', () => {
  it('names a card payment by the registry’s id and the checkout’s label, in the list and the CSV', async () => {
    const { tx } = await paidByCard('Método cartão', 2);
    const cards = await gestao(t, tokens.financeiro, 'GET', '/payments?method=card&limit=100');
    expect(cards.statusCode).toBe(200);
    expect(cards.json().payments.map((p: { id: number }) => p.id)).toContain(tx.id);
    expect(cards.json().payments.every((p: { method: string }) => p.method === 'card')).toBe(true);
    const line = parseCsv((await csv(tokens.financeiro, '?method=card')).body.slice(1)).find(
      (l) => l[11] === tx.gatewayId,
    );
    expect(line?.slice(4, 6)).toEqual(['Cartão de Crédito', '2']);
    expect((await gestao(t, tokens.financeiro, 'GET', '/payments?method=cartao')).statusCode).toBe(400);
  });
});

describe('receipts', () => {
  it('shows the receipt of a succeeded payment (also a manual one); none for another association', async () => {
    const { tx } = await paidByPix('Recibo PIX');
    const res = await gestao(t, tokens.financeiro, 'GET', `/payments/${tx.id}/receipt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Recibo PIX');
    expect(res.body).toContain('Maria Demo Silva');
    const { txId } = await manual('Recibo manual');
    const m = await gestao(t, tokens.financeiro, 'GET', `/payments/${txId}/receipt`);
    expect(m.statusCode).toBe(200);
    expect(m.body).toContain('Recebido pela associação');
    expect((await gestao(t, tokens.psi, 'GET', `/payments/${tx.id}/receipt`)).statusCode).toBe(404);
  });
});

describe('refunds', () => {
  it('refunds a sandbox PIX payment through the gateway and reopens the item when asked (audited)', async () => {
    const { item, tx } = await paidByPix('Estorno PIX');
    const res = await gestao(t, tokens.financeiro, 'POST', `/payments/${tx.id}/refund`, { reopenItem: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      itemReopened: true,
      payment: { id: tx.id, status: 'refunded', refundedAt: expect.any(String) },
    });
    const [charge] = await t.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, tx.gatewayId!));
    expect(charge!.status).toBe('refunded');
    const [row] = await t.database.db.select().from(transactions).where(eq(transactions.id, tx.id));
    expect(row).toMatchObject({ status: 'refunded', staffId: expect.any(Number) });
    const [reopened] = await t.database.db.select().from(cashFlowItems).where(eq(cashFlowItems.id, item.id));
    expect(reopened!.paidAt).toBeNull();
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'payment.refund'));
    expect(audits.map((a) => a.entityId)).toContain(String(tx.id));
    const again = await gestao(t, tokens.financeiro, 'POST', `/payments/${tx.id}/refund`, {
      reopenItem: true,
    });
    expect(again.json()).toEqual({ ok: false, message: PAYMENT_MSG.refundNotPaid });
    // The member sees the item open again and can pay it anew.
    const listed = await memberPost(t, tokens.maria, '/api/fluxo/obterFluxo', { ID_FLUXO_DE_CAIXA: item.id });
    expect(listed.json().FLUXO.DATA_PAGAMENTO).toBe('');
  });

  it('refunds a card payment keeping the item paid when staff choose so', async () => {
    const { item, tx } = await paidByCard('Estorno cartão', 1);
    const res = await gestao(t, tokens.gestor, 'POST', `/payments/${tx.id}/refund`, { reopenItem: false });
    expect(res.json()).toMatchObject({ itemReopened: false, payment: { status: 'refunded' } });
    const [still] = await t.database.db.select().from(cashFlowItems).where(eq(cashFlowItems.id, item.id));
    expect(still!.paidAt).not.toBeNull();
  });

  it('refuses to refund a manual payment or a boleto with a clear message, and bad input with 400', async () => {
    const { txId } = await manual('Sem estorno');
    const res = await gestao(t, tokens.gestor, 'POST', `/payments/${txId}/refund`, { reopenItem: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, message: PAYMENT_MSG.refundMethod });
    const item = await newItem('Boleto pago');
    const [boleto] = await t.database.db
      .insert(transactions)
      .values({
        itemId: item.id,
        method: 'B',
        status: 'succeeded',
        amountCentavos: 10_000,
        accessHash: `boleto-${Date.now()}`,
        gatewayId: `sbx_boleto_${Date.now()}`,
      })
      .returning();
    const b = await gestao(t, tokens.gestor, 'POST', `/payments/${boleto!.id}/refund`, { reopenItem: true });
    expect(b.json()).toEqual({ ok: false, message: PAYMENT_MSG.refundMethod });
    expect((await gestao(t, tokens.gestor, 'POST', `/payments/${txId}/refund`, {})).statusCode).toBe(400);
    expect(
      (await gestao(t, tokens.gestor, 'POST', `/payments/abc/refund`, { reopenItem: true })).statusCode,
    ).toBe(400);
    const [unchanged] = await t.database.db.select().from(transactions).where(eq(transactions.id, txId));
    expect(unchanged!.status).toBe('succeeded');
  });
});

describe('the CSV export', () => {
  it('streams one line per transaction: BOM, ";" separator, amounts as 1234,56, quoted fields', async () => {
    const { tx } = await paidByPix('Congresso; "Edição 2026"\nSão Paulo', 123_456);
    const { txId } = await manual('Export manual');
    const res = await csv(tokens.financeiro);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="pagamentos-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = parseCsv(res.body.slice(1));
    expect(header).toEqual([...PAYMENTS_CSV_COLUMNS]);
    const total = (await gestao(t, tokens.financeiro, 'GET', '/payments?limit=1')).json().total;
    expect(lines).toHaveLength(total);
    const [maria] = await t.database.db.select().from(members).where(eq(members.id, mariaId));
    const pix = lines.find((l) => l[11] === tx.gatewayId);
    expect(pix).toEqual([
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      'Maria Demo Silva',
      formatCpf(maria!.cpf),
      'Congresso; "Edição 2026"\nSão Paulo',
      'PIX',
      '1',
      '1234,56',
      '12,22',
      '1222,34',
      'Pago',
      '',
      tx.gatewayId,
      '0,00',
      '',
    ]);
    const manualLine = lines.find((l) => l[3] === 'Export manual');
    expect(manualLine?.slice(4, 12)).toEqual([
      'Manual (dinheiro)',
      '1',
      '50,50',
      '0,00',
      '50,50',
      'Pago',
      '',
      '',
    ]);
    expect(txId).toBeGreaterThan(0);
  });

  it('shows a value that starts like a formula as text (a leading apostrophe)', async () => {
    const { tx } = await paidByPix('=HYPERLINK("http://x";"clique")');
    const lines = parseCsv((await csv(tokens.gestor, '?method=pix')).body.slice(1));
    expect(lines.find((l) => l[11] === tx.gatewayId)?.[3]).toBe(`'=HYPERLINK("http://x";"clique")`);
    const manualPaid = await manual('-10 de desconto');
    expect(manualPaid.txId).toBeGreaterThan(0);
    const manualLines = parseCsv((await csv(tokens.gestor, '?method=manual')).body.slice(1));
    expect(manualLines.find((l) => l[3]?.includes('10 de desconto'))?.[3]).toBe("'-10 de desconto");
  });

  it('applies the filters, and another association exports none of 428', async () => {
    const pixOnly = parseCsv((await csv(tokens.gestor, '?method=pix&status=succeeded')).body.slice(1)).slice(
      1,
    );
    expect(pixOnly.length).toBeGreaterThan(0);
    expect(pixOnly.every((l) => l[4] === 'PIX')).toBe(true);
    const psi = await csv(tokens.psi);
    expect(psi.statusCode).toBe(200);
    expect(parseCsv(psi.body.slice(1))).toHaveLength(1);
    expect(psi.body).not.toContain('Maria Demo Silva');
    expect((await csv(tokens.gestor, '?method=cheque')).statusCode).toBe(400);
  });

  it('pages through more rows than one batch in order, without repeating or losing any', async () => {
    const item = await newItem('Muitas tentativas');
    const base = Date.now();
    await t.database.db.insert(transactions).values(
      Array.from({ length: 2_345 }, (_, i) => ({
        itemId: item.id,
        method: 'P',
        status: 'expired',
        amountCentavos: 100 + i,
        accessHash: `bulk-${base}-${i}`,
        // Many share a created_at: the keyset must also order by id.
        createdAt: new Date(base - Math.floor(i / 7) * 1000),
      })),
    );
    const lines = parseCsv((await csv(tokens.gestor, '?status=expired')).body.slice(1)).slice(1);
    const bulk = lines.filter((l) => l[3] === 'Muitas tentativas');
    expect(bulk).toHaveLength(2_345);
    expect(new Set(bulk.map((l) => l[6])).size).toBe(2_345);
  });
});

describe('refunds in the list and the CSV', () => {
  it('say how much went back and when; liquido is net of refunds and chargebacks and adds up to Recebido', async () => {
    const db = t.database.db;
    const everything = () => receivedMoney(db, 428, new Date(0), new Date(Date.now() + 86_400_000));
    const csvSum = async () =>
      parseCsv((await csv(tokens.financeiro)).body.slice(1))
        .slice(1)
        .reduce((sum, l) => sum + centavosOf(l[8]!) + centavosOf(l[7]!), 0);
    const [receivedBefore, csvBefore] = [(await everything()).receivedCentavos, await csvSum()];

    const now = new Date();
    const item = async (description: string, paid: boolean) => {
      const row = await newItem(description);
      if (paid) {
        await db
          .update(cashFlowItems)
          .set({ paidAt: now, paidCentavos: 10_000 })
          .where(eq(cashFlowItems.id, row.id));
      }
      return row;
    };
    const tx = (itemId: number, over: Partial<typeof transactions.$inferInsert>) => ({
      itemId,
      method: 'P',
      status: 'succeeded',
      amountCentavos: 10_000,
      feeCentavos: 99,
      accessHash: `estorno-csv-${itemId}`,
      gatewayId: `estorno-csv-${itemId}`,
      ...over,
    });
    const part = await item('Estorno parcial CSV', true);
    const whole = await item('Estorno total CSV', false);
    const disputed = await item('Chargeback CSV', true);
    const failed = await item('Recusado CSV', false);
    await db
      .insert(transactions)
      .values([
        tx(part.id, { status: 'refunded', refundedCentavos: 2_500, refundedAt: now }),
        tx(whole.id, { status: 'refunded', refundedAt: now }),
        tx(disputed.id, { disputedAt: now }),
        tx(failed.id, { status: 'failed', feeCentavos: 0 }),
      ]);

    const listed = (await gestao(t, tokens.financeiro, 'GET', '/payments?status=refunded&limit=100')).json()
      .payments as { itemId: number; refundedCentavos: number; netCentavos: number }[];
    expect(listed.find((p) => p.itemId === part.id)).toMatchObject({
      refundedCentavos: 2_500,
      netCentavos: 7_401,
    });
    expect(listed.find((p) => p.itemId === whole.id)).toMatchObject({
      refundedCentavos: 10_000,
      netCentavos: -99,
    });

    const lines = parseCsv((await csv(tokens.financeiro)).body.slice(1));
    const col = (name: (typeof PAYMENTS_CSV_COLUMNS)[number]) => PAYMENTS_CSV_COLUMNS.indexOf(name);
    const lineOf = (id: number) => lines.find((l) => l[col('id_gateway')] === `estorno-csv-${id}`)!;
    const pick = (id: number) =>
      ['bruto', 'taxa', 'liquido', 'estornado', 'data_estorno'].map((name) => lineOf(id)[col(name as never)]);
    const day = now.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    expect(pick(part.id)).toEqual(['100,00', '0,99', '74,01', '25,00', day]);
    expect(pick(whole.id)).toEqual(['100,00', '0,99', '-0,99', '100,00', day]);
    expect(pick(disputed.id)).toEqual(['100,00', '0,99', '-0,99', '0,00', '']);
    expect(pick(failed.id)).toEqual(['100,00', '0,00', '0,00', '0,00', '']);

    // Painel's "Recebido" (payments less refunds and chargebacks) is the CSV's liquido plus taxa.
    const receivedAdded = (await everything()).receivedCentavos - receivedBefore;
    expect(receivedAdded).toBe(7_500 + 0 + 0);
    expect((await csvSum()) - csvBefore).toBe(receivedAdded);
  });
});

describe('the ownership matrix', () => {
  it('gestor.psi never sees nor refunds 428 payments', async () => {
    const { tx } = await paidByPix('Não é do psi');
    const list = await gestao(t, tokens.psi, 'GET', '/payments?limit=100');
    expect(list.json().payments.map((p: { id: number }) => p.id)).not.toContain(tx.id);
    const refund = await gestao(t, tokens.psi, 'POST', `/payments/${tx.id}/refund`, { reopenItem: true });
    expect(refund.statusCode).toBe(404);
    expect(refund.json()).toEqual({ ok: false, message: 'Recurso não encontrado.' });
    const [row] = await t.database.db.select().from(transactions).where(eq(transactions.id, tx.id));
    expect(row!.status).toBe('succeeded');
  });
});

type Method = 'GET' | 'POST';

describe('malformed input from staff', () => {
  it('never answers 5xx to random bodies and query strings on the Cobranças and Pagamentos routes', async () => {
    const fc = await import('fast-check');
    const routes: [Method, string][] = [
      ['POST', '/charges/preview'],
      ['POST', '/charges'],
      ['POST', '/charges/items/1/cancel'],
      ['POST', '/charges/items/1/manual-payment'],
      ['POST', '/payments/1/refund'],
    ];
    const queries = ['/charges/items', '/charges/batches', '/charges/members', '/payments', '/payments.csv'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.anything({ maxDepth: 3, withObjectString: true }),
        async ([method, url], body) => {
          const res = await t.app.inject({
            method,
            url: `/api/gestao${url}`,
            headers: { authorization: `Bearer ${tokens.gestor}`, 'idempotency-key': 'fuzz-key' },
            payload: JSON.stringify(body ?? null),
            remoteAddress: nextIp(),
          });
          expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...queries),
        fc.dictionary(
          fc.constantFrom('status', 'categoryId', 'from', 'to', 'method', 'limit', 'offset', 'q', 'batchId'),
          fc.oneof(fc.string(), fc.integer().map(String), fc.constant('2026-02-30')),
        ),
        async (url, query) => {
          const res = await t.app.inject({
            method: 'GET',
            url: `/api/gestao${url}?${new URLSearchParams(query).toString()}`,
            headers: { authorization: `Bearer ${tokens.gestor}` },
            remoteAddress: nextIp(),
          });
          expect(res.statusCode, `${url} ${JSON.stringify(query)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });
});
