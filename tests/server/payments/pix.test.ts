import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPixExpiry } from '../../../domain/dates';
import { cashFlowItems, outboundMessages, sandboxCharges, transactions } from '../../../server/db/schema';
import { parsePixBrCode } from '../../../server/gateways/payment/brcode';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { memberIdOf, pay, pinToken, post, unpaidItems, amountTodayOf } from '../support/wallet';

let t: TestContext;
let maria: string;
let pin: string;
let mariaId: number;

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(DEMO.maria);
  pin = await pinToken(t, maria);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

const verificar = async (id: string) =>
  (await post(t, maria, '/api/fluxo/verificarTransacao', { ID_ZOOP_TRANSACAO: id })).json();
const receipts = () =>
  t.database.db
    .select()
    .from(outboundMessages)
    .where(
      and(
        eq(outboundMessages.recipient, DEMO.maria.usuario),
        eq(outboundMessages.subject, 'Quita: pagamento confirmado'),
      ),
    );

describe('PIX', () => {
  it('creates a dynamic BR Code for the amount in the database, pending, then settles when paid', async () => {
    const [item] = await unpaidItems(t, mariaId);
    const amountCentavos = await amountTodayOf(t, maria, item!.id);
    const started = Date.now();
    // A forged amount or installments are ignored: the amount comes from the item, PIX is 1x.
    const res = await pay(t, maria, {
      ID_FLUXO_DE_CAIXA: item!.id,
      TIPO: 'P',
      PARCELAS: 5,
      TOKEN_PIN: pin,
      ...({ VALOR: 0.01 } as object),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ RESULTADO: true, MSG: 'PIX gerado com sucesso.' });
    const tx = body.TRANSACAO;
    expect(tx).toMatchObject({
      ID_ZOOP_TRANSACAO: expect.stringMatching(/^sbx_/),
      HASH: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      BOLETO_CODIGO_BARRA: '',
      STATUS: 'pending',
    });
    const pix = parsePixBrCode(tx.PIX_QRCODE);
    expect(pix.valid, pix.error).toBe(true);
    expect(pix.amountCentavos).toBe(amountCentavos);
    expect(pix.merchantName).toBe('Sociedade Demo de Oftalmo');
    expect(pix.merchantCity).toBe('SAO PAULO');
    expect(pix.url).toBe(`pix.sandbox.quita.app/qr/v2/${tx.ID_ZOOP_TRANSACAO}`);
    expect(pix.txid).toMatch(/^[A-Za-z0-9]{1,25}$/);
    const expiresIn = fromPixExpiry(tx.PIX_DATA_EXPIRACAO).getTime() - started;
    expect(expiresIn).toBeGreaterThan(1795_000);
    expect(expiresIn).toBeLessThanOrEqual(1801_000);
    const [row] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.gatewayId, tx.ID_ZOOP_TRANSACAO));
    expect(row).toMatchObject({ installments: 1, amountCentavos, status: 'pending' });

    expect(await verificar(tx.ID_ZOOP_TRANSACAO)).toEqual({ RESULTADO: true, STATUS: 'pending' });

    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/pix/${tx.ID_ZOOP_TRANSACAO}/pagar`,
    });
    expect(paid.json()).toEqual({ RESULTADO: true, STATUS: 'succeeded' });
    expect(await verificar(tx.ID_ZOOP_TRANSACAO)).toEqual({ RESULTADO: true, STATUS: 'succeeded' });

    const fluxo = (await post(t, maria, '/api/fluxo/obterFluxo', { ID_FLUXO_DE_CAIXA: item!.id })).json();
    expect(fluxo.FLUXO.DATA_PAGAMENTO).toMatch(/^\d{8}T\d{6}$/);
    const mails = await receipts();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(item!.description);
    expect(mails[0]!.body).toMatch(
      new RegExp(`R\\$\\s${(amountCentavos / 100).toFixed(2).replace('.', ',')}`),
    );
    expect(mails[0]!.body).toContain('PIX');

    // Paying the sandbox charge again changes nothing and sends no second receipt.
    await t.app.inject({ method: 'POST', url: `/api/sandbox/pix/${tx.ID_ZOOP_TRANSACAO}/pagar` });
    expect(await receipts()).toHaveLength(1);
  });

  it('refuses to pay a paid item', async () => {
    const [paid] = await t.database.db
      .select()
      .from(cashFlowItems)
      .where(and(eq(cashFlowItems.memberId, mariaId), eq(cashFlowItems.kind, 'annuity')));
    expect(paid!.paidAt).not.toBeNull();
    for (const TIPO of ['P', 'B', 'C'] as const) {
      const res = await pay(t, maria, { ID_FLUXO_DE_CAIXA: paid!.id, TIPO, TOKEN_PIN: pin });
      expect(res.json()).toEqual({ RESULTADO: false, MSG: 'Este item já foi pago.' });
    }
  });

  it('hands out the same live PIX again for the same item', async () => {
    const [item] = await unpaidItems(t, mariaId);
    const first = (await pay(t, maria, { ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'P', TOKEN_PIN: pin })).json();
    const second = (await pay(t, maria, { ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'P', TOKEN_PIN: pin })).json();
    expect(second.TRANSACAO).toEqual(first.TRANSACAO);
    const charges = await t.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, first.TRANSACAO.ID_ZOOP_TRANSACAO));
    expect(charges).toHaveLength(1);
  });

  it('an expired PIX reports expired and cannot be paid', async () => {
    const [item] = await unpaidItems(t, mariaId);
    const { TRANSACAO } = (
      await pay(t, maria, { ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'P', TOKEN_PIN: pin })
    ).json();
    const past = new Date(Date.now() - 1000);
    await t.database.db
      .update(sandboxCharges)
      .set({ expiresAt: past })
      .where(eq(sandboxCharges.id, TRANSACAO.ID_ZOOP_TRANSACAO));
    await t.database.db
      .update(transactions)
      .set({ pixExpiresAt: past })
      .where(eq(transactions.gatewayId, TRANSACAO.ID_ZOOP_TRANSACAO));
    expect(await verificar(TRANSACAO.ID_ZOOP_TRANSACAO)).toEqual({ RESULTADO: true, STATUS: 'expired' });
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/pix/${TRANSACAO.ID_ZOOP_TRANSACAO}/pagar`,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().RESULTADO).toBe(false);
    expect((await unpaidItems(t, mariaId)).map((i) => i.id)).toContain(item!.id);

    // A new request then makes a new PIX.
    const again = (await pay(t, maria, { ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'P', TOKEN_PIN: pin })).json();
    expect(again.TRANSACAO.ID_ZOOP_TRANSACAO).not.toBe(TRANSACAO.ID_ZOOP_TRANSACAO);
  });

  it('a second success for a paid item is recorded as failed "duplicado", paid once', async () => {
    const [item] = await unpaidItems(t, mariaId);
    const pix = (await pay(t, maria, { ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'P', TOKEN_PIN: pin })).json();
    const boleto = (await pay(t, maria, { ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'B', TOKEN_PIN: pin })).json();
    const before = (await receipts()).length;
    const a = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/pix/${pix.TRANSACAO.ID_ZOOP_TRANSACAO}/pagar`,
    });
    const b = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/boleto/${boleto.TRANSACAO.ID_ZOOP_TRANSACAO}/pagar`,
    });
    expect(a.json().STATUS).toBe('succeeded');
    expect(b.json().STATUS).toBe('failed');
    const rows = await t.database.db.select().from(transactions).where(eq(transactions.itemId, item!.id));
    expect(rows.filter((r) => r.status === 'succeeded')).toHaveLength(1);
    expect(rows.find((r) => r.method === 'B')).toMatchObject({
      status: 'failed',
      failureMessage: 'duplicado',
    });
    expect((await receipts()).length).toBe(before + 1);
    expect(await verificar(boleto.TRANSACAO.ID_ZOOP_TRANSACAO)).toEqual({
      RESULTADO: true,
      STATUS: 'failed',
    });
  });

  it('sandbox pagar of an unknown charge is 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/sandbox/pix/sbx_nope/pagar' });
    expect(res.statusCode).toBe(404);
  });

  it('verificarTransacao of an unknown id is 404', async () => {
    const res = await post(t, maria, '/api/fluxo/verificarTransacao', { ID_ZOOP_TRANSACAO: 'sbx_nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ RESULTADO: false, MSG: 'Recurso não encontrado.' });
  });
});
