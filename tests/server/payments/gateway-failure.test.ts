import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashFlowItems, transactions } from '../../../server/db/schema';
import type { PaymentGateway } from '../../../server/gateways/payment/payment-gateway';
import { payItem } from '../../../server/payments/pay-item';
import type { PaymentDeps } from '../../../server/payments/payment-deps';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { memberIdOf, unpaidItems } from '../support/wallet';

let t: TestContext;
let mariaId: number;

beforeAll(async () => {
  t = await createTestApp();
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

const down = async (): Promise<never> => {
  throw new Error('connect ECONNREFUSED');
};
const unreachable: PaymentGateway = {
  name: 'down',
  createPix: down,
  createBoleto: down,
  tokenizeCard: down,
  deleteCardToken: down,
  chargeCard: down,
  getStatus: down,
  refund: down,
  feeOf: down,
};

/** The app's payment deps with a gateway that never answers. */
const unreachableDeps = (): PaymentDeps => ({
  db: t.app.db,
  gateway: unreachable,
  outbox: t.app.outbox,
  config: t.app.config,
  chargeGuards: t.app.chargeGuards,
  paymentEndListeners: t.app.paymentEndListeners,
  paymentRefundedListeners: t.app.paymentRefundedListeners,
  methodCharges: t.app.methodCharges,
});

describe('payItem when the gateway does not answer', () => {
  it('records the attempt as pending first, then failed, answers the generic message and frees the item', async () => {
    const [item] = await unpaidItems(t, mariaId);
    const outcome = await payItem(unreachableDeps(), {
      memberId: mariaId,
      itemIds: [item!.id],
      method: 'pix',
      installments: 1,
    });
    expect(outcome).toMatchObject({
      ok: true,
      value: {
        accepted: false,
        message: 'Ocorreu um erro ao efetuar a transação. Tente novamente mais tarde.',
        transaction: { status: 'failed', gatewayTransactionId: null },
      },
    });
    const rows = await t.database.db.select().from(transactions).where(eq(transactions.itemId, item!.id));
    expect(rows).toMatchObject([{ status: 'failed', failureMessage: 'gateway_error', gatewayId: null }]);
    const [row] = await t.database.db.select().from(cashFlowItems).where(eq(cashFlowItems.id, item!.id));
    expect(row).toMatchObject({ paidAt: null, paymentLockedUntil: null });
  });

  it('another member’s item is not found, whatever the gateway', async () => {
    const pedroId = await memberIdOf(t, DEMO.pedro.usuario);
    const [item] = await unpaidItems(t, mariaId);
    const outcome = await payItem(unreachableDeps(), {
      memberId: pedroId,
      itemIds: [item!.id],
      method: 'pix',
      installments: 1,
    });
    expect(outcome).toEqual({ ok: false, status: 404, message: 'Recurso não encontrado.' });
  });
});
