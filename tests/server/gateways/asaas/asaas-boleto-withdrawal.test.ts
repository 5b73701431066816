import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundTransfers } from '../../../../server/db/schema-refunds';
import { CONGRESSO, openPurchase, post } from '../../support/purchase';
import { startAsaasWorld, transactionOf, type AsaasWorld } from './asaas-world';

let world: AsaasWorld;

beforeAll(async () => {
  world = await startAsaasWorld();
  // The association set up Asaas's IP whitelist: its transfers go out without a person's token.
  world.asaas.setTransferAuthorization('whitelist');
});
afterAll(() => world.close());

/** A buyer with no login pays a boleto at Asaas (the fake's payer pays it, its webhook settles it). */
async function paidBoleto() {
  const p = await openPurchase(world.t);
  const slip = await post(world.t, 'efetuarTransacaoDireta', {
    ID_FLUXO_DE_CAIXA: p.id,
    HASH: CONGRESSO,
    REFERENCIA: p.ref,
    ID_EMITENTE_ML: 428,
    TIPO: 'B',
  });
  expect(slip.json(), slip.body).toMatchObject({ RESULTADO: true });
  const paymentId = slip.json().TRANSACAO.ID_ZOOP_TRANSACAO as string;
  expect((await world.asaas.pay(paymentId)).status).toBe(200);
  return { ref: { itemId: p.id, hash: CONGRESSO, reference: p.ref }, paymentId };
}

const withdraw = (ref: object, refundPixKey: object) =>
  post(world.t, 'desistir-compra', { ...ref, refundPixKey });
const transferRow = async (transactionId: number) =>
  (
    await world.t.database.db
      .select()
      .from(refundTransfers)
      .where(eq(refundTransfers.transactionId, transactionId))
  )[0];
const transferCalls = () =>
  world.asaas.requests.filter((r) => r.method === 'POST' && r.path === '/transfers');

describe('a withdrawn boleto goes back by PIX through Asaas (POST /v3/transfers)', () => {
  it('sends the value, PIX, the key and its type as Asaas takes them (a celular: 11 digits with DDD)', async () => {
    const b = await paidBoleto();
    const res = await withdraw(b.ref, { type: 'phone', key: '(11) 91234-5678' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ method: 'boleto', returnedBy: 'psp' });
    const payment = await transactionOf(world, b.paymentId);
    expect(transferCalls().at(-1)!.body).toEqual({
      value: payment.amountCentavos / 100,
      operationType: 'PIX',
      pixAddressKey: '11912345678',
      pixAddressKeyType: 'PHONE',
      description: expect.stringContaining('CDC art. 49'),
      externalReference: String(payment.id),
    });
    const sent = [...world.asaas.transfers.values()].at(-1)!;
    expect(await transferRow(payment.id)).toMatchObject({
      status: 'sent',
      pspTransferId: sent.id,
      keySealed: null,
    });
    expect(payment).toMatchObject({ status: 'refunded', refundReason: 'cdc-49' });
  });

  it('Asaas refuses past the balance or a key the DICT lacks: the withdrawal stands, staff return it', async () => {
    const poor = await paidBoleto();
    // The account holds only what the boleto left it (its net, less than the price).
    world.asaas.setOpeningBalance(0);
    try {
      const res = await withdraw(poor.ref, { type: 'cpf', key: '529.982.247-25' });
      expect(res.json()).toMatchObject({ method: 'boleto', returnedBy: 'staff' });
      const payment = await transactionOf(world, poor.paymentId);
      expect(await transferRow(payment.id)).toMatchObject({
        status: 'to-return',
        pspRefusal: expect.stringMatching(/^Saldo insuficiente/),
      });
      expect(payment.refundReason).toBe('cdc-49');
    } finally {
      world.asaas.setOpeningBalance(1000);
    }

    const unknown = await paidBoleto();
    const evp = '123e4567-e89b-42d3-a456-426614174000';
    world.asaas.forgetPixKey(evp);
    const res = await withdraw(unknown.ref, { type: 'evp', key: evp });
    expect(res.json()).toMatchObject({ returnedBy: 'staff' });
    const payment = await transactionOf(world, unknown.paymentId);
    expect(await transferRow(payment.id)).toMatchObject({
      status: 'to-return',
      pspRefusal: 'Chave Pix não encontrada.',
    });
    // The buyer's keys reach Asaas and no log line.
    const log = world.logLines.join('\n');
    for (const key of [evp, '52998224725', '529.982.247-25', '11912345678']) expect(log).not.toContain(key);
  });

  it.each([
    // A new account: every transfer needs a person's SMS or app token, so Asaas refuses it.
    ['token', 'autorização crítica'],
    // Taken, but waiting for a person's approval in Asaas's panel: not sent yet.
    ['panel', 'aguarda aprovação no painel do Asaas'],
  ] as const)(
    'a transfer the account must approve by hand (%s): not sent, the withdrawal stands, staff are told',
    async (mode, reason) => {
      world.asaas.setTransferAuthorization(mode);
      try {
        const b = await paidBoleto();
        const res = await withdraw(b.ref, { type: 'cpf', key: '529.982.247-25' });
        expect(res.json()).toMatchObject({ method: 'boleto', returnedBy: 'staff' });
        const payment = await transactionOf(world, b.paymentId);
        expect(payment).toMatchObject({ status: 'refunded', refundReason: 'cdc-49' });
        expect(await transferRow(payment.id)).toMatchObject({
          status: 'to-return',
          pspRefusal: expect.stringContaining(reason),
        });
      } finally {
        world.asaas.setTransferAuthorization('whitelist');
      }
    },
  );
});
