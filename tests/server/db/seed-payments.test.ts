import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentList } from '../../../domain/contract/gestao-payments';
import { recordedOnlyMethods } from '../../../domain/recorded-methods';
import { cashFlowItems, transactions } from '../../../server/db/schema';
import { gestao, STAFF, staffLogin } from '../gestao/support';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo data: each paid item has the payment that paid it (issue 28 item 19)', () => {
  it('one succeeded payment per paid item, for what the item says it was paid, on the day it was paid', async () => {
    const paid = await t.database.db
      .select()
      .from(cashFlowItems)
      .where(isNotNull(cashFlowItems.paidAt))
      .orderBy(cashFlowItems.id);
    // The annuity of this year, three monthly dues and the store's course.
    expect(paid).toHaveLength(5);
    for (const item of paid) {
      const found = await t.database.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.itemId, item.id), eq(transactions.status, 'succeeded')));
      expect(found, item.description).toHaveLength(1);
      const [tx] = found;
      // Received by the association before the app: what staff's "baixa manual" records.
      expect(tx).toMatchObject({
        method: recordedOnlyMethods.manual.wire,
        manualMethod: 'transferencia',
        amountCentavos: item.amountCentavos,
        refundedAt: null,
      });
      expect(item.paidCentavos).toBe(item.amountCentavos);
      expect(tx!.updatedAt.getTime()).toBe(item.paidAt!.getTime());
    }
  });

  it("Pagamentos lists Maria's paid contributions, each with its receipt", async () => {
    const gestor = await staffLogin(t, STAFF.gestor);
    const res = await gestao(t, gestor, 'GET', '/payments?limit=100');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<PaymentList>();
    const descriptions = list.payments.map((p) => p.itemDescription);
    expect(descriptions.filter((d) => d.startsWith('Contribuição mensal'))).toHaveLength(3);
    expect(descriptions).toContain('Curso Demo de Atualização em Retina');
    expect(list.total).toBe(5);
    for (const payment of list.payments) {
      expect(payment).toMatchObject({
        memberName: 'Maria Demo Silva',
        status: 'succeeded',
        method: 'manual',
      });
      const receipt = await gestao(t, gestor, 'GET', `/payments/${payment.id}/receipt`);
      expect(receipt.statusCode).toBe(200);
      expect(receipt.body).toContain(payment.itemDescription);
    }
  });
});
