import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSemicolonCsv as parseCsv } from '../../../e2e/support/semicolon-csv';
import { gestao, STAFF, staffLogin } from '../../gestao/support';
import { DEMO } from '../../support/test-app';
import { insertItem, memberIdOf, pay, pinToken } from '../../support/wallet';
import { paidAtOf as paidAtOfItem, startAsaasWorld, transactionOf, type AsaasWorld } from './asaas-world';

let world: AsaasWorld;
let maria: string;
let pin: string;
let mariaId: number;

beforeAll(async () => {
  world = await startAsaasWorld();
  maria = await world.t.login(DEMO.maria);
  pin = await pinToken(world.t, maria);
  mariaId = await memberIdOf(world.t, DEMO.maria.usuario);
});
afterAll(() => world.close());

const txOf = (gatewayId: string) => transactionOf(world, gatewayId);
const paidAtOf = (itemId: number) => paidAtOfItem(world, itemId);

/** An item of Maria's, paid by PIX at Asaas and settled by its webhook. */
async function settledPix(description: string) {
  const item = await insertItem(world.t, { memberId: mariaId, description, amountCentavos: 50_000 });
  const res = await pay(world.t, maria, { ID_FLUXO_DE_CAIXA: item.id, TIPO: 'P', TOKEN_PIN: pin } as never);
  const paymentId = (res.json() as { TRANSACAO: { ID_ZOOP_TRANSACAO: string } }).TRANSACAO.ID_ZOOP_TRANSACAO;
  await world.asaas.pay(paymentId);
  expect((await txOf(paymentId)).status).toBe('succeeded');
  return { itemId: item.id, paymentId };
}

/** The "situacao" column of the payment's line in the Pagamentos CSV. */
async function csvStatusOf(paymentId: string) {
  const gestor = await staffLogin(world.t, STAFF.gestor);
  const res = await gestao(world.t, gestor, 'GET', '/payments.csv');
  const lines = parseCsv(res.body.slice(1));
  const header = lines[0]!;
  const line = lines.find((l) => l[header.indexOf('id_gateway')] === paymentId)!;
  return line[header.indexOf('situacao')];
}

async function pagamentosRowOf(paymentId: string) {
  const gestor = await staffLogin(world.t, STAFF.gestor);
  const res = await gestao(world.t, gestor, 'GET', '/payments?limit=100');
  const { payments } = res.json() as {
    payments: { gatewayId: string; status: string; disputedAt: string | null }[];
  };
  return payments.find((p) => p.gatewayId === paymentId)!;
}

describe('what Asaas does to a payment already settled', () => {
  it('a chargeback marks it disputed in Pagamentos; won, the mark goes and the item stays paid', async () => {
    const { itemId, paymentId } = await settledPix('Anuidade contestada e mantida');
    expect((await world.asaas.chargeback(paymentId)).status).toBe(200);
    expect((await txOf(paymentId)).disputedAt).not.toBeNull();
    expect(await pagamentosRowOf(paymentId)).toMatchObject({
      status: 'succeeded',
      disputedAt: expect.any(String),
    });
    expect(await paidAtOf(itemId)).not.toBeNull();
    expect(await csvStatusOf(paymentId)).toBe('Em contestação (chargeback)');

    expect((await world.asaas.endChargeback(paymentId, true)).status).toBe(200);
    expect(await txOf(paymentId)).toMatchObject({ status: 'succeeded', disputedAt: null });
    expect(await csvStatusOf(paymentId)).toBe('Pago');
    expect(await paidAtOf(itemId)).not.toBeNull();
  });

  it('a chargeback lost refunds the payment here too and reopens its item', async () => {
    const { itemId, paymentId } = await settledPix('Anuidade contestada e perdida');
    await world.asaas.chargeback(paymentId);
    expect((await world.asaas.endChargeback(paymentId, false)).status).toBe(200);
    const tx = await txOf(paymentId);
    expect(tx).toMatchObject({ status: 'refunded', refundedCentavos: 50_000, staffId: null });
    expect(await paidAtOf(itemId)).toBeNull();
    expect((await pagamentosRowOf(paymentId)).status).toBe('refunded');
  });

  it("a refund made in Asaas's own panel reopens the item; the same event again changes nothing", async () => {
    const { itemId, paymentId } = await settledPix('Anuidade estornada no painel do Asaas');
    const sent = await world.asaas.refundInPanel(paymentId);
    expect(sent.status).toBe(200);
    expect((await txOf(paymentId)).status).toBe('refunded');
    expect(await paidAtOf(itemId)).toBeNull();
    const again = await world.t.app.inject({
      method: 'POST',
      url: '/api/webhooks/asaas',
      headers: { 'asaas-access-token': world.asaas.webhookToken },
      payload: sent.body,
    });
    expect(again.json()).toMatchObject({ ok: true, outcome: 'duplicate' });
  });

  it('a refund staff make in Pagamentos is not counted twice when Asaas then notifies it', async () => {
    const { itemId, paymentId } = await settledPix('Anuidade estornada pela associação');
    const gestor = await staffLogin(world.t, STAFF.gestor);
    const { id } = (await txOf(paymentId)) as { id: number };
    const refund = await gestao(world.t, gestor, 'POST', `/payments/${id}/refund`, {
      reopenItem: false,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const payment = world.asaas.payments.get(paymentId)!;
    expect(payment.status).toBe('REFUNDED');
    expect((await world.asaas.notify('PAYMENT_REFUNDED', payment)).status).toBe(200);
    // Staff chose to keep the item paid: the PSP's event does not reopen it.
    expect(await paidAtOf(itemId)).not.toBeNull();
    expect((await txOf(paymentId)).staffId).not.toBeNull();
  });
});
