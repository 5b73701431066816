import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cashFlowItems,
  categories,
  associations,
  members,
  memberships,
  recurringAuthorizations,
  recurringCharges,
  reminders,
  transactionItems,
  transactions,
} from '../../../server/db/schema';
import { dueOn } from '../../../server/dues/item-price';
import { dashboardSummary } from '../../../server/gestao/dashboard/dashboard-summary';
import { declined } from '../../../server/gestao/health/declined';
import { goodStanding } from '../../../server/gestao/health/good-standing';
import { overdue, overdueMembers } from '../../../server/gestao/health/overdue';
import { reminderEffect } from '../../../server/gestao/health/reminder-effect';
import { renewal } from '../../../server/gestao/health/renewal';
import { revenue } from '../../../server/gestao/health/revenue';
import { createTestApp, type TestContext } from '../support/test-app';

/**
 * Every figure of "Saúde da association" against a small association whose numbers are worked out
 * by hand below, on a fixed day: 20/11/2026 (São Paulo), fine 2 %, interest 1 % a month.
 */
const NOW = new Date('2026-11-20T15:00:00Z');
/** Noon in São Paulo of a day: how the dues engine writes due dates. */
const noon = (day: string) => new Date(`${day}T15:00:00Z`);

let t: TestContext;
let associationId: number;
let titular: number;
let residente: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [association] = await db
    .insert(associations)
    .values({ name: 'Associação Saúde de Teste', lateFineBps: 200, monthlyInterestBps: 100 })
    .returning({ id: associations.id });
  associationId = association!.id;
  const cats = await db
    .insert(categories)
    .values([
      { associationId, description: 'Residente (saúde)' },
      { associationId, description: 'Titular (saúde)' },
    ])
    .returning({ id: categories.id });
  residente = cats[0]!.id;
  titular = cats[1]!.id;

  const people = await db
    .insert(members)
    .values([
      { name: 'Ana Saúde', cpf: '10000000000', email: 'ana.saude@exemplo.com.br' },
      { name: 'Bruno Saúde', cpf: '10000000001', email: 'bruno.saude@exemplo.com.br' },
      { name: 'Carla Saúde', cpf: '10000000002', email: 'carla.saude@exemplo.com.br' },
      { name: 'Davi Pendente', cpf: '10000000003' },
    ])
    .returning({ id: members.id });
  const [ana, bruno, carla, davi] = people.map((p) => p.id) as [number, number, number, number];
  Object.assign(ids, { ana, bruno, carla });
  await db.insert(memberships).values([
    { memberId: ana, associationId, categoryId: titular, status: 'A', categorySince: '2024-03-01' },
    { memberId: bruno, associationId, categoryId: residente, status: 'A', categorySince: '2025-02-01' },
    { memberId: carla, associationId, categoryId: titular, status: 'A', categorySince: '2026-01-15' },
    { memberId: davi, associationId, categoryId: residente, status: 'P', categorySince: '2026-11-01' },
  ]);
  // Bruno is promoted to Titular on 01/10/2026 (the history keeps his months as Residente).
  await db
    .update(memberships)
    .set({ categoryId: titular, categorySince: '2026-10-01' })
    .where(eq(memberships.memberId, bruno));

  const item = (
    memberId: number,
    key: string,
    due: string,
    amountCentavos: number,
    extra: Partial<typeof cashFlowItems.$inferInsert> = {},
  ) => ({
    memberId,
    associationId,
    kind: 'due',
    description: key,
    dueAt: noon(due),
    amountCentavos,
    ...extra,
  });
  const rows = await db
    .insert(cashFlowItems)
    .values([
      item(ana, 'a1', '2026-11-10', 10_000), // 10 days late
      item(ana, 'a2', '2026-08-01', 50_000, { kind: 'annuity' }), // 111 days late
      item(ana, 'a3', '2025-08-01', 50_000, { kind: 'annuity' }), // 476 days late
      item(ana, 'a4', '2026-05-10', 10_000, { paidAt: noon('2026-05-10'), paidCentavos: 10_000 }),
      item(ana, 'a5', '2026-10-01', 99_900, { cancelledAt: noon('2026-10-02') }), // never counts
      item(bruno, 'b1', '2026-09-20', 6_000, { paidAt: noon('2026-10-20'), paidCentavos: 6_300 }),
      item(bruno, 'b2', '2026-10-25', 6_000, { paidAt: noon('2026-10-20'), paidCentavos: 6_000 }),
      item(carla, 'c1', '2026-07-10', 30_000, { paidAt: noon('2026-07-05'), paidCentavos: 30_000 }),
      item(carla, 'c2', '2026-09-10', 30_000, { paidAt: noon('2026-09-08'), paidCentavos: 30_000 }),
      item(carla, 'c3', '2026-11-25', 30_000), // not due yet
    ])
    .returning({ id: cashFlowItems.id, description: cashFlowItems.description });
  for (const r of rows) ids[r.description] = r.id;

  const tx = (key: string, itemKey: string, extra: Partial<typeof transactions.$inferInsert>) => ({
    itemId: ids[itemKey]!,
    accessHash: `saude-${key}`,
    method: 'P',
    status: 'succeeded',
    amountCentavos: 0,
    ...extra,
  });
  const txs = await db
    .insert(transactions)
    .values([
      tx('manual', 'a4', { method: 'M', amountCentavos: 10_000, createdAt: noon('2026-05-10') }),
      // One PIX paid b1 (late: 6 300 with fine and interest) and b2: 12 300, not the items' 12 000.
      tx('multi', 'b1', {
        method: 'P',
        amountCentavos: 12_300,
        feeCentavos: 99,
        createdAt: noon('2026-10-20'),
      }),
      // Card, 10 000 of it refunded on 12/08.
      tx('partial', 'c1', {
        method: 'C',
        status: 'refunded',
        amountCentavos: 30_000,
        feeCentavos: 1_200,
        refundedCentavos: 10_000,
        refundedAt: noon('2026-08-12'),
        createdAt: noon('2026-07-05'),
      }),
      // Card, disputed by the payer's bank on 03/10 (a chargeback still open).
      tx('chargeback', 'c2', {
        method: 'C',
        amountCentavos: 30_000,
        feeCentavos: 1_200,
        disputedAt: noon('2026-10-03'),
        createdAt: noon('2026-09-08'),
      }),
      tx('declined', 'c3', {
        method: 'C',
        status: 'failed',
        amountCentavos: 30_000,
        failureMessage: 'Cartão sem saldo',
        createdAt: noon('2026-11-15'),
      }),
      tx('declined-old', 'c3', {
        method: 'C',
        status: 'failed',
        amountCentavos: 30_000,
        failureMessage: 'Antigo',
        createdAt: noon('2026-10-01'),
      }),
    ])
    .returning({ id: transactions.id, accessHash: transactions.accessHash });
  const multi = txs.find((x) => x.accessHash === 'saude-multi')!.id;
  await db.insert(transactionItems).values([
    { transactionId: multi, itemId: ids.b1!, amountCentavos: 6_300 },
    { transactionId: multi, itemId: ids.b2!, amountCentavos: 6_000 },
  ]);

  const [auth] = await db
    .insert(recurringAuthorizations)
    .values({ memberId: ana, associationId, itemKind: 'due', limitCentavos: 20_000, status: 'active' })
    .returning({ id: recurringAuthorizations.id });
  await db.insert(recurringCharges).values({
    authorizationId: auth!.id,
    itemId: ids.a1!,
    txid: 'saudeteste0000000000000000001',
    amountCentavos: 10_000,
    dueDate: '2026-11-10',
    status: 'failed',
    failureReason: 'Saldo insuficiente',
    updatedAt: noon('2026-11-12'),
  });

  await db.insert(reminders).values([
    { itemId: ids.a1!, stage: 'antes', channels: ['email', 'push'], createdAt: noon('2026-11-01') },
    { itemId: ids.b1!, stage: 'atraso-1', channels: ['email'], createdAt: noon('2026-10-15') }, // paid 5 days later
    { itemId: ids.c2!, stage: 'antes', channels: ['email', 'push'], createdAt: noon('2026-08-31') }, // paid 8 days later
  ]);
});
afterAll(() => t.close());

const all = { months: 12 };

describe('1. Adimplência', () => {
  it('counts active members in good standing at each month end and today, in the category of that day', async () => {
    const { points } = await goodStanding(t.database.db, associationId, all, NOW);
    expect(points.map((p) => p.day)).toEqual([
      '2025-12-31',
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-20',
    ]);
    const at = (day: string) => points.find((p) => p.day === day)!;
    const cat = (day: string, id: number) => at(day).categories.find((c) => c.categoryId === id);
    // Ana (late since 02/08/2025) and Bruno (Residente); Carla joins on 15/01/2026.
    expect(at('2025-12-31').overall).toEqual({ active: 2, goodStanding: 1 });
    expect(cat('2025-12-31', residente)).toMatchObject({ active: 1, goodStanding: 1 });
    expect(at('2026-01-31').overall).toEqual({ active: 3, goodStanding: 2 });
    // Bruno's b1 was due 20/09 and paid 20/10: late on 30/09, as Residente.
    expect(at('2026-09-30').overall).toEqual({ active: 3, goodStanding: 1 });
    expect(cat('2026-09-30', residente)).toMatchObject({ active: 1, goodStanding: 0 });
    expect(cat('2026-09-30', titular)).toMatchObject({ active: 2, goodStanding: 1 });
    // Promoted on 01/10: Titular from October on, and in good standing.
    expect(at('2026-10-31').categories).toEqual([
      { categoryId: titular, description: 'Titular (saúde)', active: 3, goodStanding: 2 },
    ]);
    expect(at('2026-11-20').overall).toEqual({ active: 3, goodStanding: 2 });
  });

  it('filters by category and by period', async () => {
    const { points } = await goodStanding(
      t.database.db,
      associationId,
      { months: 3, categoryId: residente },
      NOW,
    );
    expect(points.map((p) => [p.day, p.overall])).toEqual([
      ['2026-09-30', { active: 1, goodStanding: 0 }],
      ['2026-10-31', { active: 0, goodStanding: 0 }],
      ['2026-11-20', { active: 0, goodStanding: 0 }],
    ]);
  });
});

describe('2. Recebíveis em atraso', () => {
  it('buckets open items by days late, at today’s price with fine and interest as the dues engine prices them', async () => {
    const { buckets, today } = await overdue(t.database.db, associationId, all, NOW);
    expect(today).toBe('2026-11-20');
    // a1: 10 000 + 2 % + 1 %/month × 10 days = 10 000 + 200 + 33.
    // a2 (due Saturday 01/08, late from Monday 03/08): 50 000 + 1 000 + 109 days (1 817);
    // a3: 50 000 + 1 000 + 476 days (7 933).
    expect(buckets).toEqual([
      { bucket: '1-30', count: 1, members: 1, priceCentavos: 10_000, totalCentavos: 10_233 },
      { bucket: '31-60', count: 0, members: 0, priceCentavos: 0, totalCentavos: 0 },
      { bucket: '61-90', count: 0, members: 0, priceCentavos: 0, totalCentavos: 0 },
      { bucket: '90+', count: 2, members: 1, priceCentavos: 100_000, totalCentavos: 52_817 + 58_933 },
    ]);
    const engine = ['a1', 'a2', 'a3'].map((key, k) =>
      dueOn(
        {
          kind: k === 0 ? 'due' : 'annuity',
          dueAt: noon(['2026-11-10', '2026-08-01', '2025-08-01'][k]!),
          amountCentavos: [10_000, 50_000, 50_000][k]!,
          promoCentavos: null,
          promoUntil: null,
          lateFineBps: 200,
          monthlyInterestBps: 100,
        },
        '2026-11-20',
      ),
    );
    expect(buckets.reduce((n, b) => n + b.totalCentavos, 0)).toBe(
      engine.reduce((n, d) => n + d.totalCentavos, 0),
    );
  });

  it('names the members behind a bucket', async () => {
    expect(await overdueMembers(t.database.db, associationId, { bucket: '90+' }, NOW)).toEqual({
      members: [{ memberId: ids.ana, name: 'Ana Saúde', count: 2, totalCentavos: 111_750 }],
      total: 1,
    });
    expect((await overdueMembers(t.database.db, associationId, { bucket: '31-60' }, NOW)).total).toBe(0);
  });
});

describe('2. Recebíveis em atraso: an item due on a Saturday', () => {
  it('is not overdue on Monday (its boleto falls due then) and is on Tuesday, priced as the dues engine prices it', async () => {
    const db = t.database.db;
    const [association] = await db
      .insert(associations)
      .values({ name: 'Associação do Sábado', lateFineBps: 200, monthlyInterestBps: 100 })
      .returning({ id: associations.id });
    const [member] = await db
      .insert(members)
      .values({ name: 'Sara Sábado', cpf: '10000000990', email: 'sara.sabado@exemplo.com.br' })
      .returning({ id: members.id });
    const [category] = await db
      .insert(categories)
      .values({ associationId: association!.id, description: 'Titular (sábado)' })
      .returning({ id: categories.id });
    await db.insert(memberships).values({
      memberId: member!.id,
      associationId: association!.id,
      categoryId: category!.id,
      status: 'A',
    });
    const item = {
      kind: 'due',
      dueAt: noon('2026-12-05'),
      amountCentavos: 10_000,
      promoCentavos: null,
      promoUntil: null,
    };
    await db.insert(cashFlowItems).values({
      ...item,
      memberId: member!.id,
      associationId: association!.id,
      description: 'Contribuição de dezembro',
    });
    const figures = async (day: string) =>
      (await overdue(db, association!.id, all, new Date(`${day}T15:00:00Z`))).buckets[0]!;
    expect(await figures('2026-12-07')).toMatchObject({ count: 0, totalCentavos: 0 });
    const tuesday = dueOn({ ...item, lateFineBps: 200, monthlyInterestBps: 100 }, '2026-12-08');
    expect(tuesday).toMatchObject({ daysLate: 1, fineCentavos: 200, interestCentavos: 3 });
    expect(await figures('2026-12-08')).toMatchObject({ count: 1, totalCentavos: tuesday.totalCentavos });
    // The Painel says the same: nothing overdue nor anyone in arrears on Monday, both on Tuesday.
    const painel = (day: string) => dashboardSummary(db, association!.id, new Date(`${day}T15:00:00Z`));
    expect(await painel('2026-12-07')).toMatchObject({
      members: { inArrears: 0 },
      thisMonth: { overdueCentavos: 0, receivableCentavos: 10_000 },
    });
    expect(await painel('2026-12-08')).toMatchObject({
      members: { inArrears: 1 },
      thisMonth: { overdueCentavos: tuesday.totalCentavos, overdueOriginalCentavos: 10_000 },
    });
  });
});

describe('3. Receita por forma de pagamento', () => {
  it('sums what the payments charged, less refunds and chargebacks, by month and method, fees apart', async () => {
    const { months, rows } = await revenue(t.database.db, associationId, all, NOW);
    expect(months[0]).toBe('2025-12');
    expect(months.at(-1)).toBe('2026-11');
    const zero = { receivedCentavos: 0, refundedCentavos: 0, disputedCentavos: 0, feeCentavos: 0 };
    expect(rows).toEqual([
      { month: '2026-05', method: 'manual', ...zero, receivedCentavos: 10_000, netCentavos: 10_000 },
      {
        month: '2026-07',
        method: 'card',
        ...zero,
        receivedCentavos: 30_000,
        feeCentavos: 1_200,
        netCentavos: 30_000,
      },
      { month: '2026-08', method: 'card', ...zero, refundedCentavos: 10_000, netCentavos: -10_000 },
      {
        month: '2026-09',
        method: 'card',
        ...zero,
        receivedCentavos: 30_000,
        feeCentavos: 1_200,
        netCentavos: 30_000,
      },
      { month: '2026-10', method: 'card', ...zero, disputedCentavos: 30_000, netCentavos: -30_000 },
      // One PIX for two items: what it charged (12 300), not the items' prices (12 000).
      {
        month: '2026-10',
        method: 'pix',
        ...zero,
        receivedCentavos: 12_300,
        feeCentavos: 99,
        netCentavos: 12_300,
      },
    ]);
  });

  it('filters by the member’s category and by period', async () => {
    expect(
      (await revenue(t.database.db, associationId, { months: 12, categoryId: residente }, NOW)).rows,
    ).toEqual([]);
    const three = await revenue(t.database.db, associationId, { months: 3 }, NOW);
    expect(three.rows.map((r) => `${r.month} ${r.method}`)).toEqual([
      '2026-09 card',
      '2026-10 card',
      '2026-10 pix',
    ]);
  });
});

describe('4. Renovação por ano de entrada e Evasão', () => {
  it('follows each year’s members in good standing at every year end since, and lists who left this year', async () => {
    const { cohorts, departures } = await renewal(t.database.db, associationId, all, NOW);
    expect(cohorts).toEqual([
      {
        cohort: 2024,
        size: 1,
        years: [
          { year: 2024, retained: 1 },
          { year: 2025, retained: 0 },
          { year: 2026, retained: 0 },
        ],
      },
      {
        cohort: 2025,
        size: 1,
        years: [
          { year: 2025, retained: 1 },
          { year: 2026, retained: 1 },
        ],
      },
      { cohort: 2026, size: 1, years: [{ year: 2026, retained: 1 }] },
    ]);
    // Ana's second unpaid annuity fell due on 01/08/2026; her last payment was the manual one.
    expect(departures).toEqual([
      { memberId: ids.ana, name: 'Ana Saúde', day: '2026-08-01', lastPaymentDay: '2026-05-10' },
    ]);
  });
});

describe('5. Lembretes que funcionam', () => {
  it('counts reminders per channel and those whose item was paid within 7 days', async () => {
    expect(await reminderEffect(t.database.db, associationId, all, NOW)).toEqual({
      rows: [
        { channel: 'email', sent: 3, paidWithin7Days: 1 },
        { channel: 'push', sent: 2, paidWithin7Days: 0 },
        { channel: 'whatsapp', sent: 0, paidWithin7Days: 0 },
      ],
    });
    expect((await reminderEffect(t.database.db, associationId, { months: 3 }, NOW)).rows[0]).toEqual({
      channel: 'email',
      sent: 2,
      paidWithin7Days: 1,
    });
  });
});

describe('6. Pagamentos recusados', () => {
  it('lists card declines and failed Pix Automático charges of the last 30 days, newest first', async () => {
    const { rows } = await declined(t.database.db, associationId, all, NOW);
    expect(rows).toEqual([
      {
        source: 'card',
        at: noon('2026-11-15').toISOString(),
        itemId: ids.c3,
        description: 'c3',
        memberId: ids.carla,
        memberName: 'Carla Saúde',
        amountCentavos: 30_000,
        reason: 'Cartão sem saldo',
        open: true,
      },
      {
        source: 'pix-automatico',
        at: noon('2026-11-12').toISOString(),
        itemId: ids.a1,
        description: 'a1',
        memberId: ids.ana,
        memberName: 'Ana Saúde',
        amountCentavos: 10_000,
        reason: 'Saldo insuficiente',
        open: true,
      },
    ]);
  });
});

describe('Saúde and the Painel read one source of received money', () => {
  it('agree to the centavo in every month and method, an item paid before the app included', async () => {
    // Paid in June, before the association used the app: no payment row, counted as manual.
    await t.database.db.insert(cashFlowItems).values({
      memberId: ids.carla!,
      associationId,
      kind: 'due',
      description: 'paga fora do app',
      dueAt: noon('2026-06-10'),
      amountCentavos: 7_000,
      paidAt: noon('2026-06-12'),
      paidCentavos: 7_000,
    });
    const health = await revenue(t.database.db, associationId, all, NOW);
    const painel = await dashboardSummary(t.database.db, associationId, NOW);
    expect(health.rows.find((r) => r.month === '2026-06')).toMatchObject({
      method: 'manual',
      receivedCentavos: 7_000,
      netCentavos: 7_000,
    });
    for (const { month, byMethod } of painel.receivedByMonth) {
      for (const [method, centavos] of Object.entries(byMethod)) {
        const row = health.rows.find((r) => r.month === month && r.method === method);
        expect(centavos, `${month} ${method}`).toBe(row?.netCentavos ?? 0);
      }
    }
  });
});
