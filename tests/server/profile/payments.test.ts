import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { amountTodayOf, get, memberIdOf, pay, pinToken, unpaidItems, VISA } from '../support/wallet';

let t: TestContext;
let maria: string;
let pedro: string;
let mariaId: number;
let cardTx: string;
let pixTx: string;
let firstAmount: number;

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(DEMO.maria);
  pedro = await t.login(DEMO.pedro);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

const NOT_FOUND = { RESULTADO: false, MSG: 'Recurso não encontrado.' };
const listar = async (token: string) => (await get(t, token, '/api/fluxo/listarTransacoesPagas')).json();

describe('payments management', () => {
  it('needs a token', async () => {
    expect((await get(t, null, '/api/fluxo/listarTransacoesPagas')).statusCode).toBe(401);
    expect((await get(t, null, '/api/fluxo/recibo/sbx_qualquer')).statusCode).toBe(401);
  });

  it("before a payment through the app, lists only what the association recorded (the demo seed's Baixa manual)", async () => {
    const list = (await listar(maria)) as { TIPO: string; ID_ZOOP_TRANSACAO: string }[];
    expect(list.length).toBeGreaterThan(0);
    for (const payment of list) {
      expect(payment.TIPO).toBe('M');
      expect(payment.ID_ZOOP_TRANSACAO).toMatch(/^manual-\d+$/);
    }
  });

  it('lists succeeded transactions only, newest first', async () => {
    const pin = await pinToken(t, maria);
    const [first, second, third] = await unpaidItems(t, mariaId);
    // The first is overdue: it costs its price plus the fine and interest of today.
    firstAmount = await amountTodayOf(t, maria, first!.id);
    expect(firstAmount).toBeGreaterThan(first!.amountCentavos);
    const card = await pay(t, maria, {
      ID_FLUXO_DE_CAIXA: first!.id,
      TIPO: 'C',
      PARCELAS: 2,
      TOKEN_PIN: pin,
      CARTAO: VISA,
    });
    cardTx = card.json().TRANSACAO.ID_ZOOP_TRANSACAO;
    const card2 = await pay(t, maria, {
      ID_FLUXO_DE_CAIXA: second!.id,
      TIPO: 'C',
      TOKEN_PIN: pin,
      CARTAO: VISA,
    });
    const pix = await pay(t, maria, { ID_FLUXO_DE_CAIXA: third!.id, TIPO: 'P', TOKEN_PIN: pin });
    pixTx = pix.json().TRANSACAO.ID_ZOOP_TRANSACAO;

    // The app's payments; the seed's Baixa manual payments are older and listed after them.
    const list = (await listar(maria)).filter((p: { TIPO: string }) => p.TIPO !== 'M');
    expect(list.map((p: { ID_ZOOP_TRANSACAO: string }) => p.ID_ZOOP_TRANSACAO)).toEqual([
      card2.json().TRANSACAO.ID_ZOOP_TRANSACAO,
      cardTx,
    ]);
    expect(list[1]).toEqual({
      ID_ZOOP_TRANSACAO: cardTx,
      ID_FLUXO_DE_CAIXA: first!.id,
      HISTORICO: first!.description,
      EMITENTE_ML: 'Sociedade Demo de Oftalmologia',
      VALOR: firstAmount / 100,
      TIPO: 'C',
      FORMA_PAGAMENTO: 'Cartão de Crédito em 2x',
      PARCELAS: 2,
      DATA_PAGAMENTO: expect.stringMatching(/^\d{8}T\d{6}$/),
      RECIBO_URL: `/api/fluxo/recibo/${cardTx}`,
      ITENS: [{ ID_FLUXO_DE_CAIXA: first!.id, HISTORICO: first!.description, VALOR: firstAmount / 100 }],
    });
    expect(await listar(pedro)).toEqual([]);
  });

  it("the receipt is an HTML page of the caller's paid transaction, with no script", async () => {
    const res = await get(t, maria, `/api/fluxo/recibo/${cardTx}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('Recibo de pagamento');
    expect(res.body).toContain('Maria Demo Silva (CPF 529.982.247-25)');
    expect(res.body).toContain('Cartão de Crédito em 2x');
    expect(res.body).toContain(`R$\u00a0${(firstAmount / 100).toFixed(2).replace('.', ',')}`);
    expect(res.body).toContain(cardTx);
    expect(res.body).not.toMatch(/<script/i);
  });

  it('no receipt for an unpaid transaction, an unknown one, or anyone else', async () => {
    for (const [token, id] of [
      [maria, pixTx],
      [maria, 'sbx_nao_existe'],
      [pedro, cardTx],
    ] as const) {
      const res = await get(t, token, `/api/fluxo/recibo/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    expect((await get(t, maria, '/api/fluxo/recibo/a%20b')).statusCode).toBe(400);
  });
});
