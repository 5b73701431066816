import { businessDayOnOrAfter } from '../../../../domain/business-days';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MSG } from '../../../../domain/contract/gestao-payments';
import { fromPixExpiry, toWireDate } from '../../../../domain/dates';
import { cashFlowItems, outboundMessages, transactions } from '../../../../server/db/schema';
import { parsePixBrCode } from '../../../../server/gateways/payment/brcode';
import { PIX_API_MSG } from '../../../../server/gateways/payment/pix-api-messages';
import { isPixApiGateway, type PixApiGateway } from '../../../../server/gateways/payment/pix-api-gateway';
import { reconcilePayments } from '../../../../server/payments/reconcile';
import { createPixSweeper, sweepReceivedPix } from '../../../../server/payments/received-pix';
import { gestao, STAFF, staffLogin } from '../../gestao/support';
import { DEMO } from '../../support/test-app';
import { memberIdOf, pay, pinToken, post } from '../../support/wallet';
import { FAKE_CHAVE } from './support/fake-psp';
import { PIX_API_VERSION } from './support/pix-api-schemas';
import { PUBLIC_URL, startPixApiWorld, type PixApiWorld } from './support/pix-app';

let world: PixApiWorld;
let maria: string;
let pin: string;
let mariaId: number;
let gateway: PixApiGateway;

beforeAll(async () => {
  world = await startPixApiWorld();
  maria = await world.t.login(DEMO.maria);
  pin = await pinToken(world.t, maria);
  mariaId = await memberIdOf(world.t, DEMO.maria.usuario);
  if (!isPixApiGateway(world.t.app.gateway))
    throw new Error('PAYMENT_GATEWAY=pix-api did not select the adapter');
  gateway = world.t.app.gateway;
});
afterAll(() => world.close());
// Every request the adapter sent respected the standard's schemas.
afterEach(() => expect(world.psp.violations).toEqual([]));

const db = () => world.t.database.db;

async function newItem(kind: 'due' | 'product', description: string, amountCentavos = 12_345) {
  const [item] = await db()
    .insert(cashFlowItems)
    .values({
      memberId: mariaId,
      associationId: 428,
      kind,
      description,
      dueAt: new Date(Date.now() + 5 * 86_400_000),
      amountCentavos,
    })
    .returning();
  return item!;
}

async function payByPix(itemId: number) {
  const res = await pay(world.t, maria, { ID_FLUXO_DE_CAIXA: itemId, TIPO: 'P', TOKEN_PIN: pin });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body, res.body).toMatchObject({ RESULTADO: true, MSG: 'PIX gerado com sucesso.' });
  return body.TRANSACAO as {
    ID_ZOOP_TRANSACAO: string;
    PIX_QRCODE: string;
    PIX_DATA_EXPIRACAO: string;
    STATUS: string;
  };
}

const statusOf = async (txid: string) =>
  (await post(world.t, maria, '/api/fluxo/verificarTransacao', { ID_ZOOP_TRANSACAO: txid })).json().STATUS;
const itemRow = async (id: number) =>
  (await db().select().from(cashFlowItems).where(eq(cashFlowItems.id, id)))[0]!;
const txRow = async (txid: string) =>
  (await db().select().from(transactions).where(eq(transactions.gatewayId, txid)))[0]!;
/** Maria's payment receipts (e-mails in the outbox) that name the item. */
const receiptsFor = async (description: string) =>
  (
    await db().select().from(outboundMessages).where(eq(outboundMessages.recipient, DEMO.maria.usuario))
  ).filter((m) => m.subject === 'Quita: pagamento confirmado' && m.body.includes(description));

describe(`PIX through a PSP's API Pix (bacen/pix-api ${PIX_API_VERSION})`, () => {
  it('registers our webhook for the PIX key at start (PUT /webhook/{chave})', () => {
    expect(world.psp.webhookUrl).toBe(`${PUBLIC_URL}/api/webhooks/pix/env`);
    expect(world.psp.calls).toContainEqual({
      method: 'PUT',
      path: `/webhook/${encodeURIComponent(FAKE_CHAVE)}`,
    });
  });

  it('a due item becomes a cobv; the QR shows the PSP’s copia e cola; a twice-delivered webhook pays it once', async () => {
    const item = await newItem('due', 'Mensalidade PIX API');
    const tx = await payByPix(item.id);
    expect(tx.ID_ZOOP_TRANSACAO).toMatch(/^[a-zA-Z0-9]{26,35}$/);
    const charge = world.psp.charge(tx.ID_ZOOP_TRANSACAO)!;
    expect(charge.kind).toBe('cobv');
    expect(charge.body).toMatchObject({
      // Due on the business day on or after the item's day: the PSP's fine starts when the app's does.
      calendario: {
        dataDeVencimento: businessDayOnOrAfter(toWireDate(item.dueAt)),
        validadeAposVencimento: 30,
      },
      devedor: { cpf: expect.stringMatching(/^\d{11}$/), nome: expect.any(String) },
      valor: {
        original: '123.45',
        multa: { modalidade: 2, valorPerc: '2.00' },
        juros: { modalidade: 3, valorPerc: '1.00' },
      },
      chave: FAKE_CHAVE,
    });
    // What the member's QR and copy button show is exactly what the PSP returned.
    expect(tx.PIX_QRCODE).toBe(charge.answer.pixCopiaECola);
    expect(parsePixBrCode(tx.PIX_QRCODE)).toMatchObject({ valid: true, amountCentavos: 12_345 });
    expect(tx.STATUS).toBe('pending');
    // The screen counts down the usual PIX window, though the cobv stays payable until its validity ends.
    const window = fromPixExpiry(tx.PIX_DATA_EXPIRACAO).getTime() - Date.now();
    expect(window).toBeGreaterThan(1790_000);
    expect(window).toBeLessThanOrEqual(1801_000);
    expect(await statusOf(tx.ID_ZOOP_TRANSACAO)).toBe('pending');

    // The open payment screen hears the success.
    const heard: string[] = [];
    const stop = world.t.app.transactionEvents.subscribe(tx.ID_ZOOP_TRANSACAO, (e) => heard.push(e.status));
    const paid = await world.psp.pay(tx.ID_ZOOP_TRANSACAO, { times: 2 });
    expect(paid.statuses).toEqual([200, 200]);
    await expect.poll(() => heard).toContain('succeeded');
    stop();

    expect(await statusOf(tx.ID_ZOOP_TRANSACAO)).toBe('succeeded');
    expect((await itemRow(item.id)).paidAt).not.toBeNull();
    expect(await receiptsFor('Mensalidade PIX API')).toHaveLength(1);
    // The confirmation read the Pix back from the PSP.
    expect(world.psp.calls).toContainEqual({ method: 'GET', path: `/pix/${paid.endToEndId}` });

    // The same notification a day later changes nothing.
    await world.psp.forge({
      pix: [{ endToEndId: paid.endToEndId, txid: tx.ID_ZOOP_TRANSACAO, valor: '123.45' }],
    });
    expect(await receiptsFor('Mensalidade PIX API')).toHaveLength(1);
    expect((await txRow(tx.ID_ZOOP_TRANSACAO)).status).toBe('succeeded');
  });

  it('a purchase (no due date) becomes an immediate cob that expires with the PIX', async () => {
    const item = await newItem('product', 'Curso PIX API', 5_000);
    const tx = await payByPix(item.id);
    const charge = world.psp.charge(tx.ID_ZOOP_TRANSACAO)!;
    expect(charge.kind).toBe('cob');
    expect(charge.body).toMatchObject({
      calendario: { expiracao: 1800 },
      valor: { original: '50.00' },
      chave: FAKE_CHAVE,
    });
    expect(tx.PIX_QRCODE).toBe(charge.answer.pixCopiaECola);
    const paid = await world.psp.pay(tx.ID_ZOOP_TRANSACAO);
    expect(paid.statuses).toEqual([200]);
    expect(await statusOf(tx.ID_ZOOP_TRANSACAO)).toBe('succeeded');
    expect(await receiptsFor('Curso PIX API')).toHaveLength(1);
  });

  it('a lost webhook is recovered by the reconciliation (GET /cobv/{txid})', async () => {
    const item = await newItem('due', 'Anuidade webhook perdido');
    const tx = await payByPix(item.id);
    await world.psp.pay(tx.ID_ZOOP_TRANSACAO, { times: 0 });
    expect((await txRow(tx.ID_ZOOP_TRANSACAO)).status).toBe('pending');
    const result = await reconcilePayments(world.t.app, new Date(Date.now() + 60_000));
    expect(result.succeeded).toBeGreaterThanOrEqual(1);
    expect((await txRow(tx.ID_ZOOP_TRANSACAO)).status).toBe('succeeded');
    expect((await itemRow(item.id)).paidAt).not.toBeNull();
    expect(await receiptsFor('Anuidade webhook perdido')).toHaveLength(1);
  });

  it('the GET /pix sweep settles a Pix whose attempt was already expired on our side', async () => {
    const item = await newItem('due', 'Taxa varredura');
    const tx = await payByPix(item.id);
    // The last-second payment: our side gave up on the attempt, the PSP received it, no webhook came.
    await db()
      .update(transactions)
      .set({ status: 'expired' })
      .where(eq(transactions.gatewayId, tx.ID_ZOOP_TRANSACAO));
    const started = new Date(Date.now() - 1000);
    await world.psp.pay(tx.ID_ZOOP_TRANSACAO, { times: 0 });
    const swept = await sweepReceivedPix(world.t.app, gateway, started, new Date(Date.now() + 1000));
    expect(swept.settled).toBe(1);
    expect((await txRow(tx.ID_ZOOP_TRANSACAO)).status).toBe('succeeded');
    expect((await itemRow(item.id)).paidAt).not.toBeNull();
    // A second sweep over the same window settles nothing again.
    expect((await sweepReceivedPix(world.t.app, gateway, started, new Date(Date.now() + 1000))).settled).toBe(
      0,
    );
    expect(await receiptsFor('Taxa varredura')).toHaveLength(1);
  });

  it('the reconciliation’s sweeper looks back a day at its first run, then from where it stopped', async () => {
    const item = await newItem('due', 'Taxa do sweeper');
    const tx = await payByPix(item.id);
    await db()
      .update(transactions)
      .set({ status: 'expired' })
      .where(eq(transactions.gatewayId, tx.ID_ZOOP_TRANSACAO));
    await world.psp.pay(tx.ID_ZOOP_TRANSACAO, { times: 0 });
    const sweep = createPixSweeper(world.t.app, gateway);
    expect(await sweep(new Date(Date.now() + 1000))).toMatchObject({ settled: 1 });
    expect((await txRow(tx.ID_ZOOP_TRANSACAO)).status).toBe('succeeded');
    // The next run starts a little before the previous one ended: it reads that Pix again, settles nothing twice.
    expect(await sweep(new Date(Date.now() + 86_400_000))).toMatchObject({ settled: 0 });
    // The run after that starts a day later, past every Pix of this test.
    expect(await sweep(new Date(Date.now() + 2 * 86_400_000))).toEqual({ seen: 0, settled: 0 });
    expect(await receiptsFor('Taxa do sweeper')).toHaveLength(1);
  });

  it('a forged notification changes nothing: an e2eid the PSP does not know, or a real one claiming another txid', async () => {
    const item = await newItem('due', 'Cobrança forjada');
    const tx = await payByPix(item.id);
    const forged = await world.psp.forge({
      pix: [
        {
          endToEndId: world.psp.newE2e(),
          txid: tx.ID_ZOOP_TRANSACAO,
          valor: '123.45',
          horario: new Date().toISOString(),
        },
      ],
    });
    expect(forged).toBe(200);
    expect((await txRow(tx.ID_ZOOP_TRANSACAO)).status).toBe('pending');
    expect((await itemRow(item.id)).paidAt).toBeNull();

    // A genuine e2eid of another charge, relabelled with this txid: the PSP's own txid is what counts.
    const other = await newItem('due', 'Outra cobrança paga');
    const otherTx = await payByPix(other.id);
    const paid = await world.psp.pay(otherTx.ID_ZOOP_TRANSACAO, { times: 0 });
    await world.psp.forge({
      pix: [{ endToEndId: paid.endToEndId, txid: tx.ID_ZOOP_TRANSACAO, valor: '123.45' }],
    });
    expect((await txRow(tx.ID_ZOOP_TRANSACAO)).status).toBe('pending');
    expect((await itemRow(item.id)).paidAt).toBeNull();
    expect((await txRow(otherTx.ID_ZOOP_TRANSACAO)).status).toBe('succeeded');

    // Malformed bodies and other associations' paths are refused without touching anything.
    const bad = await world.t.app.inject({
      method: 'POST',
      url: '/api/webhooks/pix/env/pix',
      payload: { pix: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ ok: false });
    const elsewhere = await world.t.app.inject({
      method: 'POST',
      url: '/api/webhooks/pix/999/pix',
      payload: { pix: [] },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('refunds a received Pix with PUT /pix/{e2eid}/devolucao/{id}; a repeated notification does not pay it again', async () => {
    const item = await newItem('due', 'Estorno PIX API');
    const tx = await payByPix(item.id);
    const paid = await world.psp.pay(tx.ID_ZOOP_TRANSACAO);
    const row = await txRow(tx.ID_ZOOP_TRANSACAO);
    expect(row.status).toBe('succeeded');

    const financeiro = await staffLogin(world.t, STAFF.financeiro);
    const res = await gestao(world.t, financeiro, 'POST', `/payments/${row.id}/refund`, { reopenItem: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ itemReopened: true, payment: { status: 'refunded' } });
    const devolucoes = world.psp.pix(paid.endToEndId)!.devolucoes;
    expect(devolucoes).toEqual([expect.objectContaining({ valor: '123.45', status: 'EM_PROCESSAMENTO' })]);
    // The same refund asked of the gateway again is the same idempotent PUT: still one devolução.
    expect(await gateway.refund(tx.ID_ZOOP_TRANSACAO)).toEqual({ ok: true, value: undefined });
    expect(world.psp.pix(paid.endToEndId)!.devolucoes).toHaveLength(1);

    await world.psp.forge({
      pix: [{ endToEndId: paid.endToEndId, txid: tx.ID_ZOOP_TRANSACAO, valor: '123.45' }],
    });
    expect((await txRow(tx.ID_ZOOP_TRANSACAO)).status).toBe('refunded');
    expect((await itemRow(item.id)).paidAt).toBeNull();

    const again = await gestao(world.t, financeiro, 'POST', `/payments/${row.id}/refund`, {
      reopenItem: true,
    });
    expect(again.json()).toEqual({ ok: false, message: PAYMENT_MSG.refundNotPaid });
  });

  it('refuses boleto and card with a clear message: this install receives by PIX only', async () => {
    const item = await newItem('due', 'Sem boleto');
    const boleto = await pay(world.t, maria, { ID_FLUXO_DE_CAIXA: item.id, TIPO: 'B', TOKEN_PIN: pin });
    expect(boleto.json()).toMatchObject({ RESULTADO: false, MSG: PIX_API_MSG.boletoRefused });
    expect(
      await gateway.tokenizeCard({
        number: '4111111111111111',
        holderName: 'M',
        expMonth: 1,
        expYear: 2035,
        cvv: '123',
      }),
    ).toEqual({
      ok: false,
      message: PIX_API_MSG.cardRefused,
    });
  });
});
