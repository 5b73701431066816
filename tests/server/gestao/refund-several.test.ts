import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MSG } from '../../../domain/contract/gestao-payments';
import { cashFlowItems, sandboxCharges, transactions } from '../../../server/db/schema';
import { pdfText } from '../documents/pdf-text';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get, memberIdOf, paidByPixInSandbox, post } from '../support/wallet';
import { gestao, STAFF, staffLogin } from './support';

let t: TestContext;
let financeiro: string;
let psi: string;
let maria: string;
let mariaId: number;

beforeAll(async () => {
  t = await createTestApp();
  financeiro = await staffLogin(t, STAFF.financeiro);
  psi = await staffLogin(t, STAFF.gestorPsi);
  maria = await t.login(DEMO.maria);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

/** Two fresh items of Maria's, due ahead (no fine), paid together by one sandbox PIX. */
async function twoPaidByOnePix(name: string, first = 7_000, second = 3_000) {
  const dueAt = new Date(Date.now() + 5 * 86_400_000);
  const items = await t.database.db
    .insert(cashFlowItems)
    .values(
      [first, second].map((amountCentavos, i) => ({
        memberId: mariaId,
        associationId: 428,
        kind: 'due',
        description: `${name} ${i + 1}`,
        dueAt: new Date(dueAt.getTime() + i * 60_000),
        amountCentavos,
      })),
    )
    .returning();
  const ids = items.map((i) => i.id);
  const gatewayId = await paidByPixInSandbox(t, mariaId, ids);
  const [tx] = await t.database.db.select().from(transactions).where(eq(transactions.gatewayId, gatewayId));
  return { ids, tx: tx! };
}

const itemsOf = (ids: number[]) =>
  t.database.db.select().from(cashFlowItems).where(inArray(cashFlowItems.id, ids)).orderBy(cashFlowItems.id);

/** "Em aberto" and Home's total, as the member's app reads them. */
async function memberOpen() {
  const open = (await get(t, maria, '/api/itens/abertos')).json() as {
    totalCentavos: number;
    items: { id: number }[];
  };
  const total = (await get(t, maria, '/api/fluxo/pendenciaTotal360dias')).json() as { TOTAL: number };
  return { ids: open.items.map((i) => i.id), totalCentavos: Math.round(total.TOTAL * 100) };
}

const refund = (id: number, body: object, token = financeiro) =>
  gestao(t, token, 'POST', `/payments/${id}/refund`, body);

const declarationThisYear = async () => {
  const year = new Date().getFullYear();
  const res = await post(t, maria, '/api/documentos/declaracoes', { associationId: 428, year });
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
};

describe('refund of a payment of several items', () => {
  it('"Reabrir o item" reopens every item it paid: the member sees both open and owes both again', async () => {
    const { ids, tx } = await twoPaidByOnePix('Estorno de dois');
    const before = await memberOpen();
    expect(before.ids).not.toContain(ids[0]);
    expect(before.ids).not.toContain(ids[1]);

    const res = await refund(tx.id, { reopenItem: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      itemReopened: true,
      refundedCentavos: 10_000,
      reopenedItemIds: ids,
      payment: { id: tx.id, status: 'refunded' },
    });
    for (const item of await itemsOf(ids)) expect(item).toMatchObject({ paidAt: null, paidCentavos: null });
    const [charge] = await t.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, tx.gatewayId!));
    expect(charge!.status).toBe('refunded');

    const after = await memberOpen();
    expect(after.ids).toEqual(expect.arrayContaining(ids));
    expect(after.totalCentavos - before.totalCentavos).toBe(10_000);
    // Paid again, by a new PIX of both, without a clash with the refunded one.
    await paidByPixInSandbox(t, mariaId, ids);
    expect((await itemsOf(ids)).every((i) => i.paidAt !== null)).toBe(true);
  });

  it('without "Reabrir", every item stays paid and none of them is declared as paid any more', async () => {
    const { ids, tx } = await twoPaidByOnePix('Estorno sem reabrir');
    const res = await refund(tx.id, { reopenItem: false });
    expect(res.json()).toMatchObject({ itemReopened: false, reopenedItemIds: [], refundedCentavos: 10_000 });
    expect((await itemsOf(ids)).every((i) => i.paidAt !== null)).toBe(true);
    const pdf = await declarationThisYear();
    expect(pdf).not.toContain('Estorno sem reabrir');
  });

  it('a partial refund goes back in proportion to the shares; an item not wholly refunded stays paid', async () => {
    const { ids, tx } = await twoPaidByOnePix('Estorno parcial');
    const before = await memberOpen();
    const res = await refund(tx.id, { reopenItem: true, amountCentavos: 2_501 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ itemReopened: false, reopenedItemIds: [], refundedCentavos: 2_501 });
    const [row] = await t.database.db.select().from(transactions).where(eq(transactions.id, tx.id));
    expect(row).toMatchObject({ status: 'refunded', refundedCentavos: 2_501 });
    expect((await itemsOf(ids)).every((i) => i.paidAt !== null)).toBe(true);
    expect((await memberOpen()).totalCentavos).toBe(before.totalCentavos);
    // R$ 70,00 − 17,51 and R$ 30,00 − 7,50: what the member paid and kept, to the centavo.
    const pdf = await declarationThisYear();
    expect(pdf).toMatch(/Estorno parcial 1 R\$ 52,49/);
    expect(pdf).toMatch(/Estorno parcial 2 R\$ 22,50/);
  });

  it('refuses a refund larger than the payment, a bad amount, and another association', async () => {
    const { ids, tx } = await twoPaidByOnePix('Estorno recusado');
    const tooLarge = await refund(tx.id, { reopenItem: true, amountCentavos: 10_001 });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ ok: false, message: PAYMENT_MSG.refundTooLarge });
    for (const amountCentavos of [0, -5, 12.5, '10,00'])
      expect((await refund(tx.id, { reopenItem: true, amountCentavos })).statusCode).toBe(400);
    const foreign = await refund(tx.id, { reopenItem: true }, psi);
    expect(foreign.statusCode).toBe(404);
    // Nothing went back: the payment stands and both items are paid.
    const [row] = await t.database.db.select().from(transactions).where(eq(transactions.id, tx.id));
    expect(row).toMatchObject({ status: 'succeeded', refundedCentavos: null });
    expect((await itemsOf(ids)).every((i) => i.paidAt !== null)).toBe(true);
  });
});
