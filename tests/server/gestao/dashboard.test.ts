import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountDueOn, DEFAULT_RULES, isLateOn } from '../../../domain/dues-pricing';
import {
  cashFlowItems,
  members,
  memberships,
  transactionItems,
  transactions,
} from '../../../server/db/schema';
import { createTestApp, type TestContext } from '../support/test-app';
import { gestao, STAFF, staffLogin } from './support';

dayjs.extend(utc);
dayjs.extend(timezone);
const TZ = 'America/Sao_Paulo';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = dayjs().tz(TZ).startOf('day');
/** The latest day an item could fall due and be overdue today: yesterday, or before a weekend. */
const lastLateDay = (() => {
  let day = today.subtract(1, 'day');
  while (!isLateOn(day.format('YYYY-MM-DD'), today.format('YYYY-MM-DD'))) day = day.subtract(1, 'day');
  return day;
})();
const noon = (d: dayjs.Dayjs) => dayjs.tz(d.format('YYYY-MM-DD') + ' 12:00', TZ).toDate();
/** What a due of `amount` due on `due` costs today: fine and interest of the default rules. */
const owed = (due: dayjs.Dayjs, amount: number) =>
  amountDueOn(
    {
      kind: 'due',
      amountCentavos: amount,
      promoCentavos: null,
      promoUntil: null,
      dueDay: due.format('YYYY-MM-DD'),
    },
    DEFAULT_RULES,
    today.format('YYYY-MM-DD'),
  ).totalCentavos;

/** A member of 1024839 (whose seed has no items) with items whose figures the test knows. */
async function seedPsi() {
  const db = t.database.db;
  const people = await db
    .insert(members)
    .values([
      { name: 'Ana Psi Ativa', cpf: '86288366757', email: 'ana.psi@exemplo.com.br' },
      { name: 'Bia Psi Pendente', cpf: '71428793860', email: 'bia.psi@exemplo.com.br' },
      { name: 'Caio Psi em Dia', cpf: '24843803483', email: 'caio.psi@exemplo.com.br' },
    ])
    .returning({ id: members.id });
  const [ana, bia, caio] = people.map((p) => p.id) as [number, number, number];
  await db.insert(memberships).values([
    { memberId: ana, associationId: 1024839, categoryId: 601, status: 'A' },
    { memberId: bia, associationId: 1024839, categoryId: 601, status: 'P' },
    { memberId: caio, associationId: 1024839, categoryId: 601, status: 'A' },
  ]);
  const item = (memberId: number, due: dayjs.Dayjs, amount: number, extra: object = {}) => ({
    memberId,
    associationId: 1024839,
    kind: 'due',
    description: 'Contribuição',
    dueAt: noon(due),
    amountCentavos: amount,
    ...extra,
  });
  const rows = await db
    .insert(cashFlowItems)
    .values([
      item(ana, lastLateDay, 1_000), // 1–30
      item(ana, today.subtract(30, 'day'), 2_000), // 1–30
      item(ana, today.subtract(31, 'day'), 4_000), // 31–90
      item(ana, today.subtract(91, 'day'), 8_000), // > 90
      item(ana, today.subtract(200, 'day'), 99_900, { cancelledAt: new Date() }), // never counts
      item(caio, today, 16_000), // due today: not overdue
      item(caio, today.subtract(5, 'day'), 500, { paidAt: new Date() }), // paid (PIX) this month
      item(caio, today.subtract(5, 'day'), 700, { paidAt: new Date() }), // paid outside the app
      item(caio, today.subtract(40, 'day'), 300, { paidAt: noon(today.subtract(40, 'day')) }), // card
      item(caio, today.subtract(3, 'day'), 900, { paidAt: new Date() }), // paid, then refunded
      item(caio, today.subtract(5, 'day'), 200, { paidAt: new Date() }), // registered by staff (manual)
    ])
    .returning({ id: cashFlowItems.id });
  const tx = (itemId: number, method: string, amount: number, extra: object = {}) => ({
    itemId,
    method,
    status: 'succeeded',
    amountCentavos: amount,
    accessHash: `dash-${itemId}`,
    ...extra,
  });
  await db
    .insert(transactions)
    .values([
      tx(rows[6]!.id, 'P', 500),
      tx(rows[8]!.id, 'C', 300),
      tx(rows[9]!.id, 'B', 900, { refundedAt: new Date() }),
      tx(rows[10]!.id, 'M', 200),
    ]);
}

describe('Painel', () => {
  it('counts members by situation and money by situation, for the staff member’s association only', async () => {
    const psi = await staffLogin(t, STAFF.gestorPsi);
    const before = (await gestao(t, psi, 'GET', '/dashboard')).json();
    expect(before.members).toEqual({ active: 0, pendingApproval: 0, inArrears: 0 });
    expect(before.thisMonth).toEqual({
      receivableCentavos: 0,
      receivedCentavos: 0,
      overdueCentavos: 0,
      overdueOriginalCentavos: 0,
    });

    await seedPsi();
    const res = await gestao(t, psi, 'GET', '/dashboard');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.today).toBe(today.format('YYYY-MM-DD'));
    expect(body.members).toEqual({ active: 2, pendingApproval: 1, inArrears: 1 });
    // What the member would pay today (fine and interest), the original amount beside.
    const late = {
      d1: owed(lastLateDay, 1_000),
      d30: owed(today.subtract(30, 'day'), 2_000),
      d31: owed(today.subtract(31, 'day'), 4_000),
      d91: owed(today.subtract(91, 'day'), 8_000),
    };
    expect(late.d1 - 1_000).toBeGreaterThanOrEqual(20); // the fine, and interest from the business day after
    expect(body.overdueByAge).toEqual({
      upTo30: { count: 2, totalCentavos: late.d1 + late.d30, originalCentavos: 3_000 },
      from31To90: { count: 1, totalCentavos: late.d31, originalCentavos: 4_000 },
      over90: { count: 1, totalCentavos: late.d91, originalCentavos: 8_000 },
    });
    expect(body.thisMonth.overdueCentavos).toBe(late.d1 + late.d30 + late.d31 + late.d91);
    expect(body.thisMonth.overdueOriginalCentavos).toBe(15_000);
    // The refunded payment was not received.
    expect(body.thisMonth.receivedCentavos).toBe(500 + 700 + 200);

    // Open items due this month: the ones above whose due day falls in this month.
    const thisMonth = (d: dayjs.Dayjs) => d.format('YYYY-MM') === today.format('YYYY-MM');
    const open: [dayjs.Dayjs, number][] = [
      [lastLateDay, late.d1],
      [today.subtract(30, 'day'), late.d30],
      [today.subtract(31, 'day'), late.d31],
      [today.subtract(91, 'day'), late.d91],
      [today, 16_000],
    ];
    expect(body.thisMonth.receivableCentavos).toBe(
      open.filter(([d]) => thisMonth(d)).reduce((s, [, a]) => s + a, 0),
    );

    expect(body.receivedByMonth).toHaveLength(12);
    expect(body.receivedByMonth[11]).toEqual({
      month: today.format('YYYY-MM'),
      // Paid outside the app (no payment) and registered by staff: both manual.
      byMethod: {
        pix: 500,
        boleto: 0,
        card: thisMonth(today.subtract(40, 'day')) ? 300 : 0,
        manual: 700 + 200,
      },
    });
    const cardMonth = today.subtract(40, 'day').format('YYYY-MM');
    expect(body.receivedByMonth.find((m: { month: string }) => m.month === cardMonth).byMethod.card).toBe(
      300,
    );
    expect(body.receivedByMonth[0].month).toBe(
      today.startOf('month').subtract(11, 'month').format('YYYY-MM'),
    );
  });

  it('shows 428 its seed: Maria and Pedro active, Maria in arrears, her paid dues as manual', async () => {
    for (const who of [STAFF.gestor, STAFF.financeiro]) {
      const res = await gestao(t, await staffLogin(t, who), 'GET', '/dashboard');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.members).toEqual({ active: 2, pendingApproval: 0, inArrears: 1 });
      // Maria's due of last month (R$ 65,00) is the only overdue item: what she would pay today.
      const lastMonth = today.subtract(1, 'month').date(10);
      expect(body.thisMonth.overdueOriginalCentavos).toBe(6_500);
      expect(body.thisMonth.overdueCentavos).toBe(owed(lastMonth, 6_500));
      expect(body.thisMonth.overdueCentavos).toBeGreaterThan(6_500);
      const paidDue = today.subtract(15, 'day').format('YYYY-MM');
      const month = body.receivedByMonth.find((m: { month: string }) => m.month === paidDue);
      expect(month.byMethod.manual).toBeGreaterThanOrEqual(6_500);
      expect(month.byMethod.pix + month.byMethod.boleto + month.byMethod.card).toBe(0);
    }
  });

  it('counts as received what the payments took, less refunds, not the list prices of the items paid', async () => {
    const db = t.database.db;
    const [member] = await db
      .insert(members)
      .values({ name: 'Davi Psi Pagante', cpf: '93541134780', email: 'davi.psi@exemplo.com.br' })
      .returning({ id: members.id });
    const psi = await staffLogin(t, STAFF.gestorPsi);
    const before = (await gestao(t, psi, 'GET', '/dashboard')).json();
    const paidNow = new Date();
    const item = (amount: number) => ({
      memberId: member!.id,
      associationId: 1024839,
      kind: 'annuity',
      description: 'Anuidade',
      dueAt: noon(today.subtract(20, 'day')),
      amountCentavos: amount,
      paidAt: paidNow,
    });
    const [late, early, setA, setB, partRefund] = await db
      .insert(cashFlowItems)
      .values([item(6_500), item(85_000), item(1_000), item(2_000), item(10_000)])
      .returning({ id: cashFlowItems.id });
    await db.update(cashFlowItems).set({ paidCentavos: 6_738 }).where(eq(cashFlowItems.id, late!.id));
    const tx = (itemId: number, method: string, amount: number, extra: object = {}) => ({
      itemId,
      method,
      status: 'succeeded',
      amountCentavos: amount,
      accessHash: `recv-${itemId}`,
      ...extra,
    });
    const txs = await db
      .insert(transactions)
      .values([
        tx(late!.id, 'P', 6_738), // late: with fine and interest
        tx(early!.id, 'C', 72_000, { feeCentavos: 1_500 }), // at the early price
        tx(setA!.id, 'B', 2_900), // two items in one payment, with a fine
        tx(partRefund!.id, 'P', 10_000, { status: 'refunded', refundedCentavos: 2_500, refundedAt: paidNow }),
      ])
      .returning({ id: transactions.id });
    await db.insert(transactionItems).values([
      { transactionId: txs[2]!.id, itemId: setA!.id, amountCentavos: 1_000 },
      { transactionId: txs[2]!.id, itemId: setB!.id, amountCentavos: 1_900 },
    ]);
    const after = (await gestao(t, psi, 'GET', '/dashboard')).json();
    const received = 6_738 + 72_000 + 2_900 + (10_000 - 2_500);
    expect(after.thisMonth.receivedCentavos - before.thisMonth.receivedCentavos).toBe(received);
    const month = (b: typeof after) =>
      b.receivedByMonth.find((m: { month: string }) => m.month === today.format('YYYY-MM')).byMethod;
    expect(month(after).pix - month(before).pix).toBe(6_738 + 7_500);
    expect(month(after).card - month(before).card).toBe(72_000);
    expect(month(after).boleto - month(before).boleto).toBe(2_900);
    expect(month(after).manual).toBe(month(before).manual);
  });

  it('leaves an unpaid public purchase out, as Cobranças does: the open and overdue figures agree', async () => {
    const db = t.database.db;
    const financeiro = await staffLogin(t, STAFF.financeiro);
    const figures = async () => {
      const dashboard = (await gestao(t, financeiro, 'GET', '/dashboard')).json();
      const open = (await gestao(t, financeiro, 'GET', '/charges/items?status=open&limit=100')).json();
      const lateInCobrancas = open.items
        .filter((i: { dueDate: string }) => isLateOn(i.dueDate, dashboard.today))
        .reduce((sum: number, i: { currentCentavos: number }) => sum + i.currentCentavos, 0);
      return { dashboard, lateInCobrancas, openCount: open.total };
    };
    const before = await figures();
    expect(before.dashboard.thisMonth.overdueCentavos).toBe(before.lateInCobrancas);
    const [pedro] = await db.select({ id: members.id }).from(members).where(eq(members.cpf, '39053344705'));
    await db.insert(cashFlowItems).values({
      memberId: pedro!.id,
      associationId: 428,
      kind: 'product',
      description: 'Congresso (compra pública não paga)',
      dueAt: noon(today.subtract(10, 'day')),
      amountCentavos: 45_000,
      publicRef: 'painel-compra-publica',
    });
    const after = await figures();
    expect(after.openCount).toBe(before.openCount);
    expect(after.dashboard.thisMonth).toEqual(before.dashboard.thisMonth);
    expect(after.dashboard.members).toEqual(before.dashboard.members);
    expect(after.dashboard.thisMonth.overdueCentavos).toBe(after.lateInCobrancas);
  });

  it('is closed to callers without a staff session', async () => {
    expect((await gestao(t, null, 'GET', '/dashboard')).statusCode).toBe(401);
  });
});
