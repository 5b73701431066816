import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MSG } from '../../../../domain/contract/gestao-payments';
import { gestao, STAFF, staffLogin } from '../../gestao/support';
import { DEMO } from '../../support/test-app';
import { insertItem, memberIdOf, pay, pinToken } from '../../support/wallet';
import { paidAtOf as paidAtOfItem, startAsaasWorld, transactionOf, type AsaasWorld } from './asaas-world';

let world: AsaasWorld;
let maria: string;
let pin: string;
let mariaId: number;
let gestor: string;

beforeAll(async () => {
  world = await startAsaasWorld();
  // The worst order: Asaas's PAYMENT_REFUNDED reaches us before its answer to our refund call.
  world.asaas.sendRefundEventsFirst();
  maria = await world.t.login(DEMO.maria);
  pin = await pinToken(world.t, maria);
  mariaId = await memberIdOf(world.t, DEMO.maria.usuario);
  gestor = await staffLogin(world.t, STAFF.gestor);
});
afterAll(() => world.close());

const txOf = (gatewayId: string) => transactionOf(world, gatewayId);
const paidAtOf = (itemId: number) => paidAtOfItem(world, itemId);
const refundCalls = (paymentId: string) =>
  world.asaas.requests.filter((r) => r.method === 'POST' && r.path === `/payments/${paymentId}/refund`);

async function settledPix(description: string) {
  const item = await insertItem(world.t, { memberId: mariaId, description, amountCentavos: 40_000 });
  const res = await pay(world.t, maria, { ID_FLUXO_DE_CAIXA: item.id, TIPO: 'P', TOKEN_PIN: pin } as never);
  const paymentId = (res.json() as { TRANSACAO: { ID_ZOOP_TRANSACAO: string } }).TRANSACAO.ID_ZOOP_TRANSACAO;
  await world.asaas.pay(paymentId);
  const { id } = await txOf(paymentId);
  return { itemId: item.id, paymentId, id };
}

describe("Asaas's refund event arriving before staff's refund is recorded", () => {
  it('keeps the item paid when staff asked so, and answers staff the refund they made', async () => {
    const { itemId, paymentId, id } = await settledPix('Anuidade estornada sem reabrir');
    const res = await gestao(world.t, gestor, 'POST', `/payments/${id}/refund`, { reopenItem: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ itemReopened: false, refundedCentavos: 40_000 });
    expect(await paidAtOf(itemId)).not.toBeNull();
    expect(await txOf(paymentId)).toMatchObject({
      status: 'refunded',
      refundedCentavos: 40_000,
      staffId: expect.any(Number),
      refundRequest: null,
    });
  });

  it('reopens the item when staff asked so, once', async () => {
    const { itemId, paymentId, id } = await settledPix('Anuidade estornada e reaberta');
    const res = await gestao(world.t, gestor, 'POST', `/payments/${id}/refund`, { reopenItem: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ itemReopened: true, reopenedItemIds: [itemId] });
    expect(await paidAtOf(itemId)).toBeNull();
    expect((await txOf(paymentId)).staffId).not.toBeNull();
  });

  it('two clicks on Estornar at once call Asaas once; the second is refused in pt-BR', async () => {
    const { paymentId, id } = await settledPix('Anuidade com dois cliques');
    const [a, b] = await Promise.all([
      gestao(world.t, gestor, 'POST', `/payments/${id}/refund`, { reopenItem: true }),
      gestao(world.t, gestor, 'POST', `/payments/${id}/refund`, { reopenItem: true }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json()).toEqual({ ok: false, message: PAYMENT_MSG.refundNotPaid });
    expect(refundCalls(paymentId)).toHaveLength(1);
  });

  it('a refund Asaas refuses leaves the payment refundable', async () => {
    const { paymentId, id } = await settledPix('Anuidade com estorno recusado');
    const atAsaas = world.asaas.payments.get(paymentId)!;
    atAsaas.status = 'AWAITING_RISK_ANALYSIS';
    const refused = await gestao(world.t, gestor, 'POST', `/payments/${id}/refund`, { reopenItem: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ ok: false, message: PAYMENT_MSG.refundRefused });
    expect(await txOf(paymentId)).toMatchObject({ status: 'succeeded', refundRequest: null });
    atAsaas.status = 'RECEIVED';
    const again = await gestao(world.t, gestor, 'POST', `/payments/${id}/refund`, { reopenItem: true });
    expect(again.statusCode, again.body).toBe(200);
  });
});
