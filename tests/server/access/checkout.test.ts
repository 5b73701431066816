import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_MSG } from '../../../domain/messages';
import { WALLET_MSG } from '../../../domain/wallet-messages';
import { cashFlowItems, products, sandboxCharges, transactions } from '../../../server/db/schema';
import { parsePixBrCode } from '../../../server/gateways/payment/brcode';
import { CONGRESSO, openPurchase, post } from '../support/purchase';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { memberIdOf, unpaidItems, VISA } from '../support/wallet';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Purchase = Awaited<ReturnType<typeof openPurchase>>;
const target = (p: Purchase) => ({ ID_FLUXO_DE_CAIXA: p.id, HASH: CONGRESSO, REFERENCIA: p.ref });
const pay = (p: Purchase, fields: object, headers: Record<string, string> = {}) =>
  post(t, 'efetuarTransacaoDireta', { ...target(p), ID_EMITENTE_ML: 428, ...fields }, headers);
const verificar = (p: Purchase, id: string) =>
  post(t, 'verificarTransacaoDireta', { ID_ZOOP_TRANSACAO: id, HASH: CONGRESSO, REFERENCIA: p.ref });
const txCount = async () => (await t.database.db.select().from(transactions)).length;
const chargeCount = async () => (await t.database.db.select().from(sandboxCharges)).length;
const itemRow = async (id: number) =>
  (await t.database.db.select().from(cashFlowItems).where(eq(cashFlowItems.id, id)))[0]!;

describe('POST /api/access/obterFluxoDireto', () => {
  it('answers the item to whoever holds its reference', async () => {
    const p = await openPurchase(t);
    const res = await post(t, 'obterFluxoDireto', {
      ...target(p),
      ID_EMITENTE_ML: 428,
      EMITENTE: p.emitente,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      RESULTADO: true,
      FLUXO: {
        ID_FLUXO_DE_CAIXA: p.id,
        ID_EMITENTE_ML: 428,
        PROJETO: 'Congresso Demo de Oftalmologia 2027',
        HISTORICO: 'Congresso Demo de Oftalmologia 2027 - Titular',
        DATA_VENCIMENTO: expect.stringMatching(/^\d{8}T120000$/),
        DATA_PAGAMENTO: '',
        VALOR: 600,
        PAGUE_ATE: '',
        MULTA_JUROS: 0,
        EMITENTE_ML: 'Sociedade Demo de Oftalmologia',
      },
    });
  });

  it('forged: another item with this reference, a wrong hash or association, no reference', async () => {
    const p = await openPurchase(t);
    const other = await openPurchase(t);
    const mariaItem = (await unpaidItems(t, await memberIdOf(t, DEMO.maria.usuario)))[0]!;
    for (const body of [
      { ...target(p), ID_FLUXO_DE_CAIXA: other.id },
      { ...target(p), ID_FLUXO_DE_CAIXA: mariaItem.id },
      { ...target(p), HASH: 'curso-retina-2026' },
      { ...target(p), ID_EMITENTE_ML: 1024839 },
    ]) {
      const res = await post(t, 'obterFluxoDireto', body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ RESULTADO: false });
    }
    const noRef = await post(t, 'obterFluxoDireto', { ID_FLUXO_DE_CAIXA: p.id, HASH: CONGRESSO });
    expect(noRef.statusCode).toBe(400);
    expect(noRef.json()).toEqual({ RESULTADO: false, MSG: 'O campo REFERENCIA está ausente ou é inválido.' });
  });
});

describe('POST /api/access/efetuarTransacaoDireta', () => {
  it('PIX for the amount in the database (a changed amount is ignored), paid in the sandbox, then succeeded', async () => {
    const p = await openPurchase(t);
    const res = await pay(p, { TIPO: 'P', PARCELAS: 4, VALOR: 0.01, VALOR_PROJETO: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      RESULTADO: true,
      MSG: WALLET_MSG.pixCreated,
      TRANSACAO: { STATUS: 'pending' },
    });
    const tx = body.TRANSACAO;
    const pix = parsePixBrCode(tx.PIX_QRCODE);
    expect(pix.valid, pix.error).toBe(true);
    expect(pix.amountCentavos).toBe(60_000);
    const [row] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.gatewayId, tx.ID_ZOOP_TRANSACAO));
    expect(row).toMatchObject({ amountCentavos: 60_000, installments: 1, itemId: p.id });

    expect((await verificar(p, tx.ID_ZOOP_TRANSACAO)).json()).toEqual({ RESULTADO: true, STATUS: 'pending' });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/pix/${tx.ID_ZOOP_TRANSACAO}/pagar`,
    });
    expect(paid.json()).toMatchObject({ STATUS: 'succeeded' });
    expect((await verificar(p, tx.ID_ZOOP_TRANSACAO)).json()).toEqual({
      RESULTADO: true,
      STATUS: 'succeeded',
    });
    expect((await itemRow(p.id)).paidAt).not.toBeNull();

    // Paying twice is refused, and nothing more is charged.
    const charges = await chargeCount();
    const again = await pay(p, { TIPO: 'C', PARCELAS: 1, CARTAO: VISA });
    expect(again.json()).toEqual({ RESULTADO: false, MSG: WALLET_MSG.itemAlreadyPaid });
    expect(await chargeCount()).toBe(charges);
    const obter = await post(t, 'obterFluxoDireto', target(p));
    expect(obter.json().FLUXO.DATA_PAGAMENTO).toMatch(/^\d{8}T\d{6}$/);
  });

  it('verificarTransacaoDireta answers only for a transaction of the referenced item', async () => {
    const p = await openPurchase(t);
    const other = await openPurchase(t);
    const tx = (await pay(p, { TIPO: 'P' })).json().TRANSACAO;
    const forged = await verificar(other, tx.ID_ZOOP_TRANSACAO);
    expect(forged.statusCode).toBe(404);
    const wrongHash = await post(t, 'verificarTransacaoDireta', {
      ID_ZOOP_TRANSACAO: tx.ID_ZOOP_TRANSACAO,
      HASH: 'curso-retina-2026',
      REFERENCIA: p.ref,
    });
    expect(wrongHash.statusCode).toBe(404);
    const noRef = await post(t, 'verificarTransacaoDireta', {
      ID_ZOOP_TRANSACAO: tx.ID_ZOOP_TRANSACAO,
      HASH: CONGRESSO,
    });
    expect(noRef.statusCode).toBe(400);
  });

  it('boleto: the digitable line and the public slip', async () => {
    const p = await openPurchase(t);
    const body = (await pay(p, { TIPO: 'B' })).json();
    expect(body).toMatchObject({ RESULTADO: true, MSG: WALLET_MSG.boletoCreated });
    expect(body.TRANSACAO.BOLETO_CODIGO_BARRA).toMatch(/^\d{47}$/);
    const slip = await t.app.inject({
      method: 'GET',
      url: `/api/access/acessarBoleto/${body.TRANSACAO.HASH}`,
    });
    expect(slip.statusCode).toBe(200);
    expect(slip.body).toContain('Ana Compradora Teste');
  });

  it('card in installments: approved and settled at once; a saved card id is refused', async () => {
    const p = await openPurchase(t);
    const saved = await pay(p, { TIPO: 'C', CARTAO: { ID_ZOOP_EMITENTE_CARTAO: 1 } });
    expect(saved.statusCode).toBe(400);
    const res = await pay(p, { TIPO: 'C', PARCELAS: 3, CARTAO: { ...VISA, SALVAR: true } });
    expect(res.json()).toMatchObject({
      RESULTADO: true,
      MSG: WALLET_MSG.cardApproved,
      TRANSACAO: { STATUS: 'succeeded' },
    });
    const [row] = await t.database.db.select().from(transactions).where(eq(transactions.itemId, p.id));
    expect(row).toMatchObject({ method: 'C', installments: 3, amountCentavos: 60_000, cardId: null });
    expect((await itemRow(p.id)).paidAt).not.toBeNull();
  });

  it('a card number the gateway refuses gives its message (the client translates it)', async () => {
    const p = await openPurchase(t);
    const res = await pay(p, { TIPO: 'C', CARTAO: { ...VISA, NUMERO_CARTAO: '123' } });
    expect(res.json()).toEqual({ RESULTADO: false, MSG: COMMON_MSG.gatewayInvalidCardNumber });
  });

  it('the Idempotency-Key header: the same request is answered once, with one charge', async () => {
    const p = await openPurchase(t);
    const key = { 'idempotency-key': 'chave-publica-1' };
    const first = await pay(p, { TIPO: 'C', PARCELAS: 2, CARTAO: VISA }, key);
    const before = await chargeCount();
    const second = await pay(p, { TIPO: 'C', PARCELAS: 2, CARTAO: VISA }, key);
    expect(second.json()).toEqual(first.json());
    expect(await chargeCount()).toBe(before);
    const bad = await pay(p, { TIPO: 'P' }, { 'idempotency-key': 'com espaço' });
    expect(bad.statusCode).toBe(400);
  });

  it("forged ids → 404 and nothing charged: another buyer's item, a member's item, no reference", async () => {
    const p = await openPurchase(t);
    const other = await openPurchase(t);
    const mariaItem = (await unpaidItems(t, await memberIdOf(t, DEMO.maria.usuario)))[0]!;
    const before = { tx: await txCount(), charges: await chargeCount() };
    for (const id of [other.id, mariaItem.id]) {
      const res = await pay(p, { ID_FLUXO_DE_CAIXA: id, TIPO: 'C', CARTAO: VISA });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ RESULTADO: false });
    }
    const wrongHash = await pay(p, { HASH: 'webinar-glaucoma', TIPO: 'P' });
    expect(wrongHash.statusCode).toBe(404);
    const noRef = await post(t, 'efetuarTransacaoDireta', {
      ID_FLUXO_DE_CAIXA: mariaItem.id,
      HASH: CONGRESSO,
      TIPO: 'P',
    });
    expect(noRef.statusCode).toBe(400);
    expect(await txCount()).toBe(before.tx);
    expect(await chargeCount()).toBe(before.charges);
    expect((await itemRow(other.id)).paidAt).toBeNull();
    expect((await itemRow(mariaItem.id)).paidAt).toBeNull();
  });

  it('once the product has finished, an unpaid item is not charged any more', async () => {
    const p = await openPurchase(t);
    await t.database.db
      .update(products)
      .set({ endsAt: new Date('2026-01-01T12:00:00Z') })
      .where(eq(products.hash, CONGRESSO));
    try {
      const before = await chargeCount();
      const res = await pay(p, { TIPO: 'P' });
      expect(res.json()).toEqual({
        RESULTADO: false,
        MSG: 'As vendas deste produto foram encerradas em 01/01/2026.',
      });
      expect(await chargeCount()).toBe(before);
    } finally {
      await t.database.db
        .update(products)
        .set({ endsAt: new Date('2027-07-01T02:59:59Z') })
        .where(eq(products.hash, CONGRESSO));
    }
  });
});
