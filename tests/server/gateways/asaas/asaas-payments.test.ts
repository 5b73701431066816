import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDayOnOrAfter } from '../../../../domain/business-days';
import { formatBRL, installmentLabel, splitInstallments } from '../../../../domain/money';
import { addDays, todayInSaoPaulo } from '../../../../domain/sao-paulo-days';
import { rowsOf } from '../../../../server/db/rows-of';
import { asaasCustomers, cards, cashFlowItems, transactions } from '../../../../server/db/schema';
import { WALLET_MSG } from '../../../../domain/wallet-messages';
import { isAsaasGateway, type AsaasGateway } from '../../../../server/gateways/payment/asaas/asaas-gateway';
import { installmentTerms } from '../../../../server/gateways/payment/asaas/asaas-payment-body';
import { asaasInstallmentsOf } from '../../../support/fake-asaas/fake-asaas-rules';
import { reconcilePayments } from '../../../../server/payments/reconcile';
import { gestao, STAFF, staffLogin } from '../../gestao/support';
import { DEMO } from '../../support/test-app';
import { insertItem, memberIdOf, pinToken } from '../../support/wallet';
import { lastWebhookAnswer, startAsaasWorld, type AsaasWorld } from './asaas-world';

let world: AsaasWorld;
let maria: string;
let pin: string;
let mariaId: number;
let gateway: AsaasGateway;

beforeAll(async () => {
  world = await startAsaasWorld();
  maria = await world.t.login(DEMO.maria);
  pin = await pinToken(world.t, maria);
  mariaId = await memberIdOf(world.t, DEMO.maria.usuario);
  if (!isAsaasGateway(world.t.app.gateway))
    throw new Error('PAYMENT_GATEWAY=asaas did not select the adapter');
  gateway = world.t.app.gateway;
});
afterAll(() => world.close());

const db = () => world.t.database.db;
const txOf = async (gatewayId: string) =>
  (await db().select().from(transactions).where(eq(transactions.gatewayId, gatewayId)))[0]!;
const itemOf = async (id: number) =>
  (await db().select().from(cashFlowItems).where(eq(cashFlowItems.id, id)))[0]!;
const sent = (method: string, path: string) =>
  world.asaas.requests.filter((r) => r.method === method && r.path === path);

/** The member's own address: what Asaas must get as remoteIp (never the server's). */
const MEMBER_IP = '203.0.113.45';

async function payBy(TIPO: 'P' | 'B' | 'C', itemId: number, extra: Record<string, unknown> = {}) {
  const res = await world.t.app.inject({
    method: 'POST',
    url: '/api/fluxo/efetuarTransacao',
    headers: world.t.auth(maria),
    remoteAddress: MEMBER_IP,
    payload: { ID_FLUXO_DE_CAIXA: itemId, TIPO, TOKEN_PIN: pin, ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    RESULTADO: boolean;
    MSG: string;
    TRANSACAO: Record<string, unknown> & { ID_ZOOP_TRANSACAO: string };
  };
}

const cardsOf = async (memberId: number) =>
  (await db().select({ id: cards.id }).from(cards).where(eq(cards.memberId, memberId))).map((c) => c.id);

const CARD = {
  NUMERO_CARTAO: '4111 1111 1111 1111',
  NOME_CARTAO: 'MARIA D SILVA',
  MES_EXPIRACAO: 12,
  ANO_EXPIRACAO: new Date().getFullYear() + 2,
  CODIGO_SEGURANCA: '123',
};

describe('Asaas API v3 as the payment gateway', () => {
  it('PIX: one customer, a PIX payment carrying our transaction id, the QR from pixQrCode; its webhook pays the item with the fee', async () => {
    const item = await insertItem(world.t, {
      memberId: mariaId,
      description: 'Contribuição Asaas PIX',
      amountCentavos: 12_345,
    });
    const body = await payBy('P', item.id);
    expect(body.RESULTADO, body.MSG).toBe(true);
    const paymentId = body.TRANSACAO.ID_ZOOP_TRANSACAO;
    const payment = world.asaas.payments.get(paymentId)!;
    expect(payment).toMatchObject({ billingType: 'PIX', value: 123.45, status: 'PENDING' });
    const tx = await txOf(paymentId);
    expect(payment.externalReference).toBe(String(tx.id));
    expect(body.TRANSACAO.PIX_QRCODE).toMatch(/^000201/);
    expect(sent('GET', `/payments/${paymentId}/pixQrCode`)).toHaveLength(1);
    // Every call carried the key and a User-Agent.
    expect(world.asaas.requests.every((r) => r.headers.access_token && r.headers['user-agent'])).toBe(true);

    const delivered = await world.asaas.pay(paymentId);
    expect(delivered.status).toBe(200);
    expect((await itemOf(item.id)).paidAt).not.toBeNull();
    const settled = await txOf(paymentId);
    expect(settled.status).toBe('succeeded');
    // The fake keeps R$ 1,99 of a PIX: value − netValue.
    expect(settled.feeCentavos).toBe(199);

    const again = await insertItem(world.t, {
      memberId: mariaId,
      description: 'Outra contribuição',
      amountCentavos: 9_900,
    });
    expect((await payBy('P', again.id)).RESULTADO).toBe(true);
    expect(sent('POST', '/customers')).toHaveLength(1);
    expect(await db().select().from(asaasCustomers)).toHaveLength(1);
  });

  it('boleto: BOLETO with the early-payment discount, fine and interest; the digitable line from identificationField; Acessar Boleto opens bankSlipUrl', async () => {
    const item = await insertItem(world.t, {
      memberId: mariaId,
      description: 'Anuidade Asaas boleto',
      amountCentavos: 78_000,
      promoCentavos: 66_300,
      promoUntil: addDays(todayInSaoPaulo(), 10),
      dueInDays: 20,
    });
    const body = await payBy('B', item.id);
    expect(body.RESULTADO, body.MSG).toBe(true);
    const paymentId = body.TRANSACAO.ID_ZOOP_TRANSACAO;
    const created = sent('POST', '/payments').at(-1)!.body;
    // The slip falls due on a business day (issue 38 item 4): the early price ends 10 days before
    // the item's due date, so it ends 10 days or more before the slip's.
    const promoUntil = addDays(todayInSaoPaulo(), 10);
    const slipDue = businessDayOnOrAfter(addDays(todayInSaoPaulo(), 20));
    const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
    expect(created).toMatchObject({
      billingType: 'BOLETO',
      value: 780,
      dueDate: slipDue,
      discount: { value: 117, type: 'FIXED', dueDateLimitDays: daysBetween(promoUntil, slipDue) },
    });
    expect(created.fine).toBeDefined();
    const line = world.asaas.requests.find((r) => r.path === `/payments/${paymentId}/identificationField`);
    expect(line).toBeDefined();
    // "Acessar Boleto" opens the slip Asaas registered at the bank, not one drawn by us.
    const slip = await world.t.app.inject({
      method: 'GET',
      url: `/api/access/acessarBoleto/${body.TRANSACAO.HASH as string}`,
    });
    expect(slip.statusCode).toBe(302);
    expect(slip.headers.location).toBe(world.asaas.payments.get(paymentId)?.bankSlipUrl);
    expect(slip.headers.location).toMatch(/^https:\/\/sandbox\.asaas\.example\/b\/pdf\//);
    await world.asaas.pay(paymentId);
    expect((await txOf(paymentId)).status).toBe('succeeded');
  });

  it('an overdue item is a payment due today for today’s amount (Asaas refuses a past dueDate)', async () => {
    const item = await insertItem(world.t, {
      memberId: mariaId,
      description: 'Mensalidade vencida',
      amountCentavos: 6_500,
      dueInDays: -10,
    });
    const body = await payBy('P', item.id);
    expect(body.RESULTADO, body.MSG).toBe(true);
    const created = sent('POST', '/payments').at(-1)!.body;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect(created.dueDate).toBe(today);
    expect(created.fine).toBeUndefined();
    expect(Number(created.value)).toBeGreaterThan(65);
  });

  it('card of R$ 500,00 in 12×: Asaas is sent the total, and charges the installments the member was shown', async () => {
    const item = await insertItem(world.t, {
      memberId: mariaId,
      description: 'Curso Asaas em 12x',
      amountCentavos: 50_000,
    });
    const body = await payBy('C', item.id, { PARCELAS: 12, CARTAO: { ...CARD, SALVAR: false } });
    expect(body.RESULTADO, body.MSG).toBe(true);
    const charge = sent('POST', '/payments').at(-1)!.body;
    // Never 12 × 41,67 (R$ 500,04): the total, which Asaas divides itself.
    expect(charge).toMatchObject({ installmentCount: 12, totalValue: 500 });
    expect(charge.installmentValue).toBeUndefined();
    const atAsaas = asaasInstallmentsOf(charge);
    expect(atAsaas.reduce((sum, c) => sum + c, 0)).toBe(50_000);
    expect(atAsaas).toEqual(splitInstallments(50_000, 12));
    expect(installmentLabel(50_000, 12)).toBe(
      `12x de ${formatBRL(atAsaas[0]! / 100)} (última de ${formatBRL(atAsaas[11]! / 100)}), total ${formatBRL(500)} sem juros`,
    );
    const tx = await txOf(body.TRANSACAO.ID_ZOOP_TRANSACAO);
    expect(tx).toMatchObject({ status: 'succeeded', installments: 12, amountCentavos: 50_000 });
  });

  it('installments sent to Asaas add up to the price and match what the member is shown, for any price', () => {
    for (const total of [500, 6_500, 10_000, 36_465, 50_000, 53_040, 66_300, 78_000, 99_999]) {
      for (let n = 2; n <= 12; n++) {
        const atAsaas = asaasInstallmentsOf(installmentTerms(total, n));
        expect(atAsaas, `${total} in ${n}`).toEqual(splitInstallments(total, n));
        expect(atAsaas.reduce((sum, c) => sum + c, 0)).toBe(total);
      }
    }
  });

  it('card in 3× not saved: ONE POST /payments with creditCard, the profile’s holder, the member’s address and installmentValue; no tokenization', async () => {
    const item = await insertItem(world.t, {
      memberId: mariaId,
      description: 'Anuidade Asaas cartão',
      amountCentavos: 78_000,
    });
    const before = world.asaas.requests.length;
    const body = await payBy('C', item.id, { PARCELAS: 3, CARTAO: { ...CARD, SALVAR: false } });
    expect(body.RESULTADO, body.MSG).toBe(true);
    expect(body.MSG).toBe(WALLET_MSG.cardApproved);
    const calls = world.asaas.requests.slice(before).map((r) => `${r.method} ${r.path}`);
    expect(calls.filter((c) => c === 'POST /payments')).toHaveLength(1);
    expect(calls).not.toContain('POST /creditCard/tokenizeCreditCard');
    const charge = sent('POST', '/payments').at(-1)!.body;
    expect(charge).toMatchObject({
      billingType: 'CREDIT_CARD',
      installmentCount: 3,
      installmentValue: 260,
      creditCard: {
        holderName: 'MARIA D SILVA',
        number: '4111111111111111',
        expiryMonth: '12',
        expiryYear: String(CARD.ANO_EXPIRACAO),
        ccv: '123',
      },
      creditCardHolderInfo: {
        cpfCnpj: '52998224725',
        email: DEMO.maria.usuario,
        postalCode: expect.stringMatching(/^\d{8}$/),
        addressNumber: expect.any(String),
        phone: expect.stringMatching(/^\d{10,11}$/),
      },
      remoteIp: MEMBER_IP,
    });
    expect(charge.creditCardToken).toBeUndefined();
    const tx = await txOf(body.TRANSACAO.ID_ZOOP_TRANSACAO);
    expect(tx).toMatchObject({ status: 'succeeded', installments: 3, cardId: null });
    expect(tx.feeCentavos).toBe(Math.round(780 * 2.99) + 49);
    expect((await itemOf(item.id)).paidAt).not.toBeNull();
  });

  it('"Salvar cartão" on an account without tokenization: the payment stands, the member is told the card was not saved, no card row', async () => {
    world.asaas.setTokenization(false);
    const item = await insertItem(world.t, {
      memberId: mariaId,
      description: 'Sem token',
      amountCentavos: 9_000,
    });
    const cardsBefore = await cardsOf(mariaId);
    const body = await payBy('C', item.id, { PARCELAS: 1, CARTAO: { ...CARD, SALVAR: true } });
    expect(body).toMatchObject({ RESULTADO: true, MSG: WALLET_MSG.cardNotSaved });
    expect(sent('POST', '/creditCard/tokenizeCreditCard').length).toBeGreaterThan(0);
    expect((await txOf(body.TRANSACAO.ID_ZOOP_TRANSACAO)).status).toBe('succeeded');
    expect((await itemOf(item.id)).paidAt).not.toBeNull();
    expect(await cardsOf(mariaId)).toEqual(cardsBefore);
  });

  it('"Salvar cartão" on an account with tokenization: kept from the payment’s own creditCardToken (no second call), then paid by token', async () => {
    world.asaas.setTokenization(true);
    try {
      const item = await insertItem(world.t, {
        memberId: mariaId,
        description: 'Com token',
        amountCentavos: 9_000,
      });
      const tokenizeCalls = sent('POST', '/creditCard/tokenizeCreditCard').length;
      const body = await payBy('C', item.id, { PARCELAS: 1, CARTAO: { ...CARD, SALVAR: true } });
      expect(body).toMatchObject({ RESULTADO: true, MSG: WALLET_MSG.cardApproved });
      expect(sent('POST', '/creditCard/tokenizeCreditCard')).toHaveLength(tokenizeCalls);
      const tx = await txOf(body.TRANSACAO.ID_ZOOP_TRANSACAO);
      expect(tx.cardId).not.toBeNull();
      const [saved] = await db().select().from(cards).where(eq(cards.id, tx.cardId!));
      expect(saved).toMatchObject({ last4: '1111', brand: 'Visa', memberId: mariaId });
      expect(saved!.gatewayToken).toBe(
        (world.asaas.payments.get(tx.gatewayId!)!.creditCard as { creditCardToken?: string }).creditCardToken,
      );

      const next = await insertItem(world.t, {
        memberId: mariaId,
        description: 'Pelo token',
        amountCentavos: 9_000,
      });
      const again = await payBy('C', next.id, {
        PARCELAS: 1,
        CARTAO: { ID_ZOOP_EMITENTE_CARTAO: saved!.id },
      });
      expect(again.RESULTADO, again.MSG).toBe(true);
      expect(sent('POST', '/payments').at(-1)!.body).toMatchObject({
        creditCardToken: saved!.gatewayToken,
        remoteIp: expect.any(String),
      });
    } finally {
      world.asaas.setTokenization(false);
    }
  });

  it('a card the association declines shows Asaas’s reason, and nothing is kept', async () => {
    const other = await insertItem(world.t, {
      memberId: mariaId,
      description: 'Cartão recusado',
      amountCentavos: 10_000,
    });
    const cardsBefore = await cardsOf(mariaId);
    const refused = await payBy('C', other.id, {
      PARCELAS: 1,
      CARTAO: { ...CARD, NUMERO_CARTAO: world.asaas.declinedCard, SALVAR: true },
    });
    expect(refused).toMatchObject({
      RESULTADO: false,
      MSG: expect.stringContaining('Transação não autorizada'),
    });
    expect(await cardsOf(mariaId)).toEqual(cardsBefore);
    expect((await itemOf(other.id)).paidAt).toBeNull();
  });

  it('a webhook with a wrong token is refused; one for a payment Asaas does not have changes nothing; a duplicate is answered 200 once handled', async () => {
    const item = await insertItem(world.t, {
      memberId: mariaId,
      description: 'PIX do webhook',
      amountCentavos: 5_500,
    });
    const paymentId = (await payBy('P', item.id)).TRANSACAO.ID_ZOOP_TRANSACAO;
    const payment = world.asaas.payments.get(paymentId)!;

    const forged = await world.asaas.notify(
      'PAYMENT_RECEIVED',
      { ...payment, status: 'RECEIVED' },
      'token-errado',
    );
    expect(forged.status, lastWebhookAnswer).toBe(401);
    const inject = (body: unknown) =>
      world.t.app.inject({
        method: 'POST',
        url: '/api/webhooks/asaas',
        headers: { 'asaas-access-token': world.asaas.webhookToken },
        payload: body as object,
      });
    // The body claims RECEIVED; Asaas still says PENDING, and that is what counts.
    const lying = await inject({
      id: 'evt_lie',
      event: 'PAYMENT_RECEIVED',
      payment: { ...payment, status: 'RECEIVED' },
    });
    expect(lying.statusCode).toBe(200);
    expect((await txOf(paymentId)).status).toBe('pending');
    const unknown = await inject({
      id: 'evt_unknown',
      event: 'PAYMENT_RECEIVED',
      payment: { id: 'pay_naoexiste' },
    });
    expect(unknown.json()).toEqual({ ok: true, outcome: 'unknown' });

    const delivered = await world.asaas.pay(paymentId);
    expect(delivered.status).toBe(200);
    const again = await inject(delivered.body);
    expect(again.json()).toEqual({ ok: true, outcome: 'duplicate' });
    expect((await txOf(paymentId)).status).toBe('succeeded');
  });

  it('a webhook that arrives before our commit finds the transaction by externalReference', async () => {
    const item = await insertItem(world.t, {
      memberId: mariaId,
      description: 'PIX antes do commit',
      amountCentavos: 7_000,
    });
    const paymentId = (await payBy('P', item.id)).TRANSACAO.ID_ZOOP_TRANSACAO;
    const tx = await txOf(paymentId);
    await db().update(transactions).set({ gatewayId: null }).where(eq(transactions.id, tx.id));
    expect((await world.asaas.pay(paymentId)).status).toBe(200);
    const [row] = await db().select().from(transactions).where(eq(transactions.id, tx.id));
    expect(row).toMatchObject({ gatewayId: paymentId, status: 'succeeded' });
  });

  it('a lost webhook is settled by the reconciliation, which reads the payment back', async () => {
    const item = await insertItem(world.t, {
      memberId: mariaId,
      description: 'PIX sem webhook',
      amountCentavos: 8_000,
    });
    const paymentId = (await payBy('P', item.id)).TRANSACAO.ID_ZOOP_TRANSACAO;
    world.asaas.loseWebhooks(1);
    expect((await world.asaas.pay(paymentId)).status).toBe(0);
    expect((await txOf(paymentId)).status).toBe('pending');
    const result = await reconcilePayments(world.t.app, new Date(Date.now() + 60_000));
    expect(result.succeeded).toBeGreaterThanOrEqual(1);
    expect((await txOf(paymentId)).status).toBe('succeeded');
    expect((await itemOf(item.id)).paidAt).not.toBeNull();
  });

  it('Pagamentos › Estornar refunds a part of one payment and all of another at Asaas (POST /payments/{id}/refund)', async () => {
    const financeiro = await staffLogin(world.t, STAFF.financeiro);
    const paidPix = async (description: string) => {
      const item = await insertItem(world.t, { memberId: mariaId, description, amountCentavos: 10_000 });
      const paymentId = (await payBy('P', item.id)).TRANSACAO.ID_ZOOP_TRANSACAO;
      await world.asaas.pay(paymentId);
      return { paymentId, tx: await txOf(paymentId) };
    };
    const first = await paidPix('PIX a estornar em parte');
    const partial = await gestao(world.t, financeiro, 'POST', `/payments/${first.tx.id}/refund`, {
      amountCentavos: 4_000,
      reopenItem: false,
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(sent('POST', `/payments/${first.paymentId}/refund`).at(-1)!.body).toMatchObject({ value: 40 });
    expect(world.asaas.payments.get(first.paymentId)).toMatchObject({
      status: 'RECEIVED',
      refundedValue: 40,
    });

    const second = await paidPix('PIX a estornar todo');
    const whole = await gestao(world.t, financeiro, 'POST', `/payments/${second.tx.id}/refund`, {
      reopenItem: true,
    });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(world.asaas.payments.get(second.paymentId)!.status).toBe('REFUNDED');
  });

  it('the API key, the webhook token and the card number are in no log line and no database column', async () => {
    const { apiKey, webhookToken } = world.asaas;
    const logs = world.logLines.join('\n');
    expect(logs).not.toContain(apiKey);
    expect(logs).not.toContain(webhookToken);
    expect(logs).not.toContain('4111111111111111');
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await db().execute(sql`
        select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`),
    );
    expect(columns.some((c) => c.table_name === 'asaas_customers')).toBe(true);
    for (const { table_name, column_name } of columns) {
      // On PostgreSQL too (the server-postgres run): every text column of every table.
      for (const needle of [apiKey, webhookToken, '4111111111111111', '4111 1111 1111 1111']) {
        const [found] = rowsOf<{ n: number }>(
          await db().execute(
            sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text like ${'%' + needle + '%'}`,
          ),
        );
        expect(found!.n, `${table_name}.${column_name}`).toBe(0);
      }
    }
  });
});

describe('Asaas adapter on its own', () => {
  it('a POST /payments that times out is looked up by externalReference: no second payment', async () => {
    const { createAsaasGateway } = await import('../../../../server/gateways/payment/asaas/asaas-gateway');
    const slow = createAsaasGateway(
      db(),
      { apiUrl: world.asaas.url, apiKey: world.asaas.apiKey, webhookToken: 'x', timeoutMs: 300 },
      { pixExpirySeconds: 1800, account: 'env' },
    );
    const before = world.asaas.payments.size;
    world.asaas.stallNext('/payments');
    const pix = await slow.createPix({
      description: 'PIX com timeout',
      txid: 'QT1',
      merchantName: 'X',
      merchantCity: 'Y',
      amountCentavos: 1_000,
      payer: { name: 'Maria Demo Silva', cpf: '52998224725' },
      reference: 'timeout-1',
    });
    expect(world.asaas.payments.size).toBe(before + 1);
    expect(world.asaas.payments.get(pix.gatewayId)!.externalReference).toBe('timeout-1');
  });

  it('Asaas refuses a call without the key (401) and says so in pt-BR', async () => {
    const { createAsaasGateway } = await import('../../../../server/gateways/payment/asaas/asaas-gateway');
    const wrong = createAsaasGateway(
      db(),
      { apiUrl: world.asaas.url, apiKey: 'chave-errada', webhookToken: 'x' },
      { pixExpirySeconds: 1800, account: 'env' },
    );
    expect(await wrong.checkConnection()).toEqual({
      ok: false,
      message: 'A chave de API fornecida é inválida',
    });
    expect(await gateway.checkConnection()).toEqual({ ok: true });
  });
});
