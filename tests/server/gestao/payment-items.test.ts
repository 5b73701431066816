import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashFlowItems } from '../../../server/db/schema';
import { todayInSaoPaulo } from '../../../domain/sao-paulo-days';
import { parseSemicolonCsv as parseCsv } from '../../e2e/support/semicolon-csv';
import { nextIp } from '../support/registration';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get, insertItem, memberIdOf, paidByPixInSandbox } from '../support/wallet';
import { gestao, STAFF, staffLogin } from './support';

/** Issue #28 item 6: a payment of several items names each with its share; Baixa manual reaches the member. */
let t: TestContext;
let tokens: { financeiro: string; psi: string; maria: string; pedro: string };
let mariaId: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = {
    financeiro: await staffLogin(t, STAFF.financeiro),
    psi: await staffLogin(t, STAFF.gestorPsi),
    maria: await t.login(DEMO.maria),
    pedro: await t.login(DEMO.pedro),
  };
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

const newItem = (description: string, amountCentavos: number, dueInDays: number) =>
  insertItem(t, { memberId: mariaId, description, amountCentavos, dueInDays });

/** Two items paid in one PIX ("Pagar selecionados"): the stored transaction names the first. */
async function paidTogether() {
  const a = await newItem('Conjunto A 12/2026', 6_500, 5);
  const b = await newItem('Conjunto B 01/2027', 7_000, 6);
  const gatewayId = await paidByPixInSandbox(t, mariaId, [a.id, b.id]);
  const list = await gestao(t, tokens.financeiro, 'GET', '/payments?method=pix&limit=100');
  const payment = list.json().payments.find((p: { gatewayId: string }) => p.gatewayId === gatewayId);
  return { a, b, gatewayId, payment };
}

const staffGet = (token: string, url: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/gestao${url}`,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextIp(),
  });

describe('a payment of two items', () => {
  it('is listed with each item and its share, in Pagamentos, its CSV and its receipt', async () => {
    const { a, b, gatewayId, payment } = await paidTogether();
    expect(payment).toMatchObject({ amountCentavos: 13_500, itemId: a.id });
    expect(payment.items).toEqual([
      { itemId: a.id, description: 'Conjunto A 12/2026', amountCentavos: 6_500 },
      { itemId: b.id, description: 'Conjunto B 01/2027', amountCentavos: 7_000 },
    ]);

    const csv = parseCsv((await staffGet(tokens.financeiro, '/payments.csv?method=pix')).body.slice(1));
    const line = csv.find((l) => l[11] === gatewayId);
    expect(line?.[3]).toBe('2 itens: Conjunto A 12/2026 (65,00); Conjunto B 01/2027 (70,00)');

    const receipt = await staffGet(tokens.financeiro, `/payments/${payment.id}/receipt`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain('<td>2 itens</td>');
    expect(receipt.body).toContain('<th scope="row">Conjunto A 12/2026</th><td>R$\u00a065,00</td>');
    expect(receipt.body).toContain('<th scope="row">Conjunto B 01/2027</th><td>R$\u00a070,00</td>');
    expect(receipt.body).toContain('R$\u00a0135,00');
  });

  it('reaches the member the same way (Gerenciar pagamentos and the receipt)', async () => {
    const { a, b, gatewayId } = await paidTogether();
    const list = (await get(t, tokens.maria, '/api/fluxo/listarTransacoesPagas')).json();
    const paid = list.find((p: { ID_ZOOP_TRANSACAO: string }) => p.ID_ZOOP_TRANSACAO === gatewayId);
    expect(paid.ITENS).toEqual([
      { ID_FLUXO_DE_CAIXA: a.id, HISTORICO: 'Conjunto A 12/2026', VALOR: 65 },
      { ID_FLUXO_DE_CAIXA: b.id, HISTORICO: 'Conjunto B 01/2027', VALOR: 70 },
    ]);
    const page = await get(t, tokens.maria, `/api/fluxo/recibo/${gatewayId}`);
    expect(page.body).toContain('<td>2 itens</td>');
  });

  it('has its PDF for staff of the association only', async () => {
    const { payment } = await paidTogether();
    const pdf = await staffGet(tokens.financeiro, `/payments/${payment.id}/receipt.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await staffGet(tokens.psi, `/payments/${payment.id}/receipt.pdf`);
    expect(other.statusCode).toBe(404);
    expect(other.json().ok).toBe(false);
    expect((await staffGet(tokens.financeiro, '/payments/abc/receipt.pdf')).statusCode).toBe(400);
  });
});

describe('a payment recorded by Baixa manual', () => {
  it('is in the member’s payments with its receipt (page and PDF); nobody else’s', async () => {
    const item = await newItem('Contribuição manual 02/2027', 6_500, 7);
    const done = await gestao(t, tokens.financeiro, 'POST', `/charges/items/${item.id}/manual-payment`, {
      paidOn: todayInSaoPaulo(),
      method: 'transferencia',
      note: '',
    });
    expect(done.statusCode).toBe(200);
    const key = `manual-${done.json().transactionId}`;
    const list = (await get(t, tokens.maria, '/api/fluxo/listarTransacoesPagas')).json();
    expect(list).toContainEqual(
      expect.objectContaining({
        ID_ZOOP_TRANSACAO: key,
        ID_FLUXO_DE_CAIXA: item.id,
        HISTORICO: 'Contribuição manual 02/2027',
        VALOR: 65,
        TIPO: 'M',
        FORMA_PAGAMENTO: 'Recebido pela associação (transferência)',
        RECIBO_URL: `/api/fluxo/recibo/${key}`,
      }),
    );
    const page = await get(t, tokens.maria, `/api/fluxo/recibo/${key}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Contribuição manual 02/2027');
    expect(page.body).toContain('Recebido pela associação (transferência)');
    expect(page.body).toContain(`Registro interno ${done.json().transactionId}`);
    const pdf = await get(t, tokens.maria, `/api/documentos/recibos/${key}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    for (const [token, url] of [
      [tokens.pedro, `/api/fluxo/recibo/${key}`],
      [tokens.pedro, `/api/documentos/recibos/${key}`],
      [tokens.maria, '/api/fluxo/recibo/manual-999999999'],
      [tokens.maria, '/api/fluxo/recibo/manual-0'],
    ] as const) {
      expect((await get(t, token, url)).statusCode, url).toBe(404);
    }
    const [row] = await t.database.db.select().from(cashFlowItems).where(eq(cashFlowItems.id, item.id));
    expect(row!.paidAt).not.toBeNull();
  });
});
