import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashFlowItems, transactions } from '../../../server/db/schema';
import { paymentWithShares } from '../../../server/payments/item-shares';
import { announceRefund, type PaymentRefundedListener } from '../../../server/payments/payment-refunded';
import { recordRefund } from '../../../server/payments/record-refund';
import { cancelInvoicesOnRefund } from '../../../server/invoices/on-payment-refunded';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A settled payment of the seed, refunded whole (its items stay paid: staff's choice). */
async function refundedPayment() {
  const [paid] = await t.app.db
    .select({ id: transactions.id, amountCentavos: transactions.amountCentavos, itemId: transactions.itemId })
    .from(transactions)
    .where(eq(transactions.status, 'succeeded'))
    .limit(1);
  const [item] = await t.app.db
    .select({ associationId: cashFlowItems.associationId })
    .from(cashFlowItems)
    .where(eq(cashFlowItems.id, paid!.itemId));
  const recorded = await t.app.db.transaction((trx) =>
    recordRefund(
      trx,
      {
        paymentId: paid!.id,
        associationId: item!.associationId,
        staffId: null,
        refundedCentavos: paid!.amountCentavos,
        reopen: false,
      },
      new Date(),
    ),
  );
  expect(recorded).toBeDefined();
  return paid!.id;
}

describe('payment refunded: one announcement, each area its listener', () => {
  it('the app registers the invoices’ listener', () => {
    expect(t.app.paymentRefundedListeners).toContain(cancelInvoicesOnRefund);
  });

  it('runs every listener on the items that went back whole; one that fails is logged and stops none', async () => {
    const paymentId = await refundedPayment();
    const heard: unknown[] = [];
    const errors: unknown[] = [];
    const listeners: PaymentRefundedListener[] = [
      {
        name: 'falha',
        run: async () => {
          throw new Error('fora do ar');
        },
      },
      { name: 'ouve', run: async (_deps, refunded) => void heard.push(refunded) },
    ];
    await announceRefund(
      {
        ...t.app,
        paymentRefundedListeners: listeners,
        log: { error: (...args: unknown[]) => void errors.push(args), warn: () => undefined },
      },
      paymentId,
    );
    const { shares } = (await paymentWithShares(t.app.db, paymentId))!;
    expect(heard).toEqual([{ paymentId, itemIdsWhollyBack: shares.map((s) => s.itemId) }]);
    expect(JSON.stringify(errors)).toContain('falha');
    const [payment] = await t.app.db.select().from(transactions).where(eq(transactions.id, paymentId));
    expect(payment).toMatchObject({ status: 'refunded', refundedCentavos: payment!.amountCentavos });
  });
});
