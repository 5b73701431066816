import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedWireOf } from '../../../../domain/payment-methods';
import { cardHolderOf } from '../../../../server/cards/card-holder';
import { cashFlowItems, transactions } from '../../../../server/db/schema';
import { isAsaasGateway, type AsaasGateway } from '../../../../server/gateways/payment/asaas/asaas-gateway';
import { sweepAsaasPayments, WITHDRAWN } from '../../../../server/payments/asaas-sweep';
import { reconcilePayments } from '../../../../server/payments/reconcile';
import { DEMO } from '../../support/test-app';
import { insertItem, memberIdOf, pay, pinToken } from '../../support/wallet';
import { startAsaasWorld, type AsaasWorld } from './asaas-world';

let world: AsaasWorld;
let mariaId: number;
let gateway: AsaasGateway;

beforeAll(async () => {
  world = await startAsaasWorld();
  mariaId = await memberIdOf(world.t, DEMO.maria.usuario);
  if (!isAsaasGateway(world.t.app.gateway))
    throw new Error('PAYMENT_GATEWAY=asaas did not select the adapter');
  gateway = world.t.app.gateway;
});
afterAll(() => world.close());

const db = () => world.t.database.db;
const later = () => new Date(Date.now() + 5 * 60_000);

describe('the Asaas sweep of the reconciliation', () => {
  it('a crash between Asaas’s approval and our commit: the payment is found by externalReference and settled; paying again is refused, no second charge', async () => {
    const item = await insertItem(world.t, {
      memberId: mariaId,
      description: 'Cartão antes do crash',
      amountCentavos: 30_000,
    });
    // The attempt as payItem records it before calling the gateway.
    const [tx] = await db()
      .insert(transactions)
      .values({
        itemId: item.id,
        method: recordedWireOf('card'),
        status: 'pending',
        amountCentavos: 30_000,
        installments: 2,
        accessHash: `crash-${item.id}`,
        gatewayAccount: 'env',
      })
      .returning();
    const holder = (await cardHolderOf(db(), mariaId, '127.0.0.1'))!;
    const card = {
      number: '4111111111111111',
      holderName: 'MARIA D SILVA',
      expMonth: 12,
      expYear: 2031,
      cvv: '123',
    };
    const charged = await gateway.chargeCard({
      card,
      amountCentavos: 30_000,
      installments: 2,
      reference: String(tx!.id),
      holder,
    });
    expect(charged.ok).toBe(true);
    // …and the process dies here: our row never hears of the Asaas payment.

    expect(await sweepAsaasPayments(world.t.app, gateway, later())).toMatchObject({ recovered: 1 });
    await reconcilePayments(world.t.app, later());
    const [row] = await db().select().from(transactions).where(eq(transactions.id, tx!.id));
    expect(row).toMatchObject({ status: 'succeeded', gatewayId: charged.ok ? charged.value.gatewayId : '' });
    const [paid] = await db().select().from(cashFlowItems).where(eq(cashFlowItems.id, item.id));
    expect(paid!.paidAt).not.toBeNull();

    const maria = await world.t.login(DEMO.maria);
    const again = await pay(world.t, maria, {
      ID_FLUXO_DE_CAIXA: item.id,
      TIPO: 'P',
      TOKEN_PIN: await pinToken(world.t, maria),
    });
    expect(again.json()).toMatchObject({ RESULTADO: false });
    const ofThisTx = [...world.asaas.payments.values()].filter((p) => p.externalReference === String(tx!.id));
    expect(ofThisTx).toHaveLength(1);
  });

  it('an item paid another way (or cancelled) has its pending Asaas payment deleted', async () => {
    const maria = await world.t.login(DEMO.maria);
    const pin = await pinToken(world.t, maria);
    const item = await insertItem(world.t, {
      memberId: mariaId,
      description: 'PIX pago por fora',
      amountCentavos: 9_000,
    });
    const paymentId = (
      await pay(world.t, maria, { ID_FLUXO_DE_CAIXA: item.id, TIPO: 'P', TOKEN_PIN: pin })
    ).json().TRANSACAO.ID_ZOOP_TRANSACAO as string;
    await db().update(cashFlowItems).set({ paidAt: new Date() }).where(eq(cashFlowItems.id, item.id));

    expect(await sweepAsaasPayments(world.t.app, gateway, later())).toMatchObject({ withdrawn: 1 });
    expect(world.asaas.payments.get(paymentId)!.deleted).toBe(true);
    const [row] = await db().select().from(transactions).where(eq(transactions.gatewayId, paymentId));
    expect(row).toMatchObject({ status: 'failed', failureMessage: WITHDRAWN });
  });
});
