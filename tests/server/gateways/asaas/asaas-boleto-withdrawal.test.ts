import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GestaoPayment } from '../../../../domain/contract/gestao-payments';
import { WITHDRAWAL_MSG } from '../../../../domain/withdrawal-messages';
import { refundTransfers } from '../../../../server/db/schema-refunds';
import { sweepTransfersUnderWay } from '../../../../server/purchases/pix-key-transfer-outcome';
import { gestao, STAFF, staffLogin } from '../../gestao/support';
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
/** Pagamentos as the association's financeiro sees its withdrawn boletos. */
async function staffList(): Promise<GestaoPayment[]> {
  const token = await staffLogin(world.t, STAFF.financeiro);
  const res = await gestao(world.t, token, 'GET', '/payments?status=refunded&method=boleto&limit=100');
  return res.json().payments as GestaoPayment[];
}
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
    // The fake's PIX went through at once (DONE): the key is kept nowhere.
    expect(await transferRow(payment.id)).toMatchObject({
      status: 'done',
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
    ['panel', 'aguarda aprovação no painel da operadora'],
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

describe('a transfer Asaas took ends later: TRANSFER_DONE, TRANSFER_FAILED, TRANSFER_CANCELLED', () => {
  const cpfKey = { type: 'cpf', key: '529.982.247-25' } as const;
  const heldTransfer = async () => {
    world.asaas.holdTransfers(true);
    try {
      const b = await paidBoleto();
      const res = await withdraw(b.ref, cpfKey);
      expect(res.json()).toMatchObject({ method: 'boleto', returnedBy: 'psp' });
      const payment = await transactionOf(world, b.paymentId);
      const transfer = [...world.asaas.transfers.values()].at(-1)!;
      expect(transfer).toMatchObject({ status: 'PENDING', externalReference: String(payment.id) });
      return { payment, transfer };
    } finally {
      world.asaas.holdTransfers(false);
    }
  };

  it('with the banks the key stays sealed; TRANSFER_DONE erases it, and the event told twice changes nothing', async () => {
    const { payment, transfer } = await heldTransfer();
    const owed = await transferRow(payment.id);
    expect(owed).toMatchObject({ status: 'sent', pspTransferId: transfer.id, pspRefusal: null });
    expect(owed!.keySealed).toEqual(expect.any(String));
    expect(owed!.keySealed).not.toContain('52998224725');

    const done = await world.asaas.endTransfer(transfer.id, 'DONE');
    expect(done.status).toBe(200);
    expect(await transferRow(payment.id)).toMatchObject({ status: 'done', keySealed: null });
    // Asaas delivers an event again: handled once.
    const again = await world.t.app.inject({
      method: 'POST',
      url: '/api/webhooks/asaas',
      headers: { 'asaas-access-token': world.asaas.webhookToken },
      payload: done.body,
    });
    expect(again.json()).toEqual({ ok: true, outcome: 'duplicate' });
    expect(await transferRow(payment.id)).toMatchObject({ status: 'done', keySealed: null });
  });

  it.each([
    ['FAILED', 'Conta de destino encerrada.'],
    ['CANCELLED', null],
  ] as const)(
    'TRANSFER_%s: staff must return it by hand, with the key and the reason',
    async (end, reason) => {
      const { payment, transfer } = await heldTransfer();
      // The bank's words echo the key: it never reaches staff or a log line.
      const said = reason && `${reason} Chave 52998224725.`;
      expect((await world.asaas.endTransfer(transfer.id, end, said)).status).toBe(200);
      const row = await transferRow(payment.id);
      expect(row).toMatchObject({ status: 'to-return', pspTransferId: transfer.id });
      expect(row!.keySealed).toEqual(expect.any(String));
      expect(row!.pspRefusal).toBe(
        WITHDRAWAL_MSG.staffPspRefused(
          said ? `${reason} Chave [chave].` : 'O Asaas não concluiu a transferência PIX.',
        ),
      );
      const listed = await staffList();
      expect(listed.find((p) => p.id === payment.id)?.returnTransfer).toMatchObject({
        status: 'to-return',
        key: 'CPF 529.982.247-25',
        pspRefusal: row!.pspRefusal,
      });
      expect(world.logLines.join('\n')).not.toContain('52998224725');
      // The money went back to the balance: a new transfer is possible.
      expect(world.asaas.transfers.get(transfer.id)!.status).toBe(end);
    },
  );

  it('a transfer waiting for approval in the panel, approved there: done, staff need not return it', async () => {
    world.asaas.setTransferAuthorization('panel');
    let paymentId: number;
    try {
      const b = await paidBoleto();
      await withdraw(b.ref, cpfKey);
      paymentId = (await transactionOf(world, b.paymentId)).id;
    } finally {
      world.asaas.setTransferAuthorization('whitelist');
    }
    const transfer = [...world.asaas.transfers.values()].at(-1)!;
    expect(await transferRow(paymentId)).toMatchObject({
      status: 'to-return',
      pspTransferId: transfer.id,
      pspRefusal: WITHDRAWAL_MSG.staffPspAwaitsApproval,
    });
    await world.asaas.endTransfer(transfer.id, 'DONE');
    expect(await transferRow(paymentId)).toMatchObject({ status: 'done', keySealed: null, pspRefusal: null });
  });

  it('a lost TRANSFER_DONE: the reconciliation asks Asaas after 10 minutes', async () => {
    const { payment, transfer } = await heldTransfer();
    world.asaas.loseWebhooks(1);
    await world.asaas.endTransfer(transfer.id, 'DONE');
    expect(await transferRow(payment.id)).toMatchObject({ status: 'sent' });
    await sweepTransfersUnderWay(world.t.app, new Date(Date.now() + 5 * 60_000));
    expect(await transferRow(payment.id)).toMatchObject({ status: 'sent' });
    await sweepTransfersUnderWay(world.t.app, new Date(Date.now() + 11 * 60_000));
    expect(await transferRow(payment.id)).toMatchObject({ status: 'done', keySealed: null });
  });

  it('an event about a transfer of nobody’s, or with an unknown token: nothing changes', async () => {
    const { payment, transfer } = await heldTransfer();
    const body = { id: 'evt_forged_1', event: 'TRANSFER_FAILED', transfer: { id: transfer.id } };
    const forged = await world.t.app.inject({
      method: 'POST',
      url: '/api/webhooks/asaas',
      headers: { 'asaas-access-token': 'not-a-token-of-anyone' },
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    // A real token, but the transfer's status is read back at Asaas (PENDING), not taken from the body.
    const unread = await world.t.app.inject({
      method: 'POST',
      url: '/api/webhooks/asaas',
      headers: { 'asaas-access-token': world.asaas.webhookToken },
      payload: body,
    });
    expect(unread.json()).toEqual({ ok: true, outcome: 'checked' });
    expect(await transferRow(payment.id)).toMatchObject({ status: 'sent' });
    const nobodys = await world.t.app.inject({
      method: 'POST',
      url: '/api/webhooks/asaas',
      headers: { 'asaas-access-token': world.asaas.webhookToken },
      payload: { id: 'evt_forged_2', event: 'TRANSFER_DONE', transfer: { id: 'tra_nobody' } },
    });
    expect(nobodys.json()).toEqual({ ok: true, outcome: 'unknown' });
  });
});
