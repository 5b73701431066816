import dayjs from 'dayjs';
import { recordedMethodOf } from '../../../domain/recorded-methods';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  associations,
  cashFlowItems,
  categories,
  members,
  membershipCategories,
  memberships,
  reminders,
  transactions,
} from '../../../server/db/schema';
import {
  healthReminderDays,
  healthRenewalYears,
  healthRevenueMonths,
  healthStandingMonths,
  healthVersions,
} from '../../../server/db/schema-health';
import { goodStanding } from '../../../server/gestao/health/good-standing';
import { keepClosedMonths } from '../../../server/gestao/health/keep-closed-months';
import { reminderEffect } from '../../../server/gestao/health/reminder-effect';
import { renewal } from '../../../server/gestao/health/renewal';
import { cohortsComputedAt, cohortsToday } from '../../../server/gestao/health/renewal-years';
import { revenue } from '../../../server/gestao/health/revenue';
import { computedStanding, standingToday } from '../../../server/gestao/health/standing-months';
import { createTestApp, type TestContext } from '../support/test-app';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Adimplência keeps each closed month end (health_standing_months) and computes it again only when
 * a write dated before the current month moved the association's version: the figures read are
 * always the ones computed from nothing. Dates are relative to today, as the triggers read the clock.
 */
const monthsAgo = (n: number, day = 10) =>
  dayjs().tz('America/Sao_Paulo').startOf('month').subtract(n, 'month').date(day).hour(12).toDate();

let t: TestContext;
let associationId: number;
let titular: number;
let residente: number;
const item: Record<string, number> = {};
const who: Record<string, number> = {};
const all = { months: 12 };

const read = () => goodStanding(t.database.db, associationId, all);
const version = async () =>
  (
    await t.database.db
      .select({ version: healthVersions.version })
      .from(healthVersions)
      .where(eq(healthVersions.associationId, associationId))
  )[0]?.version ?? 0;
const kept = () =>
  t.database.db
    .select()
    .from(healthStandingMonths)
    .where(eq(healthStandingMonths.associationId, associationId));

/** The figures computed from nothing: what a read must always answer; today's from the memberships agree. */
async function fromNothing() {
  const today = dayjs().tz('America/Sao_Paulo').format('YYYY-MM-DD');
  const { byDay } = await computedStanding(t.database.db, associationId, [today]);
  expect(await standingToday(t.database.db, associationId, today)).toEqual(byDay.get(today));
  await t.database.db
    .delete(healthStandingMonths)
    .where(eq(healthStandingMonths.associationId, associationId));
  return read();
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [association] = await db
    .insert(associations)
    .values({ name: 'Associação dos Meses Guardados' })
    .returning({ id: associations.id });
  associationId = association!.id;
  const cats = await db
    .insert(categories)
    .values([
      { associationId, description: 'Residente (meses)' },
      { associationId, description: 'Titular (meses)' },
    ])
    .returning({ id: categories.id });
  [residente, titular] = cats.map((c) => c.id) as [number, number];
  const people = await db
    .insert(members)
    .values([
      { name: 'Eva Meses', cpf: '20000000000' },
      { name: 'Fábio Meses', cpf: '20000000001' },
      { name: 'Gil Meses', cpf: '20000000002' },
    ])
    .returning({ id: members.id });
  const [eva, fabio, gil] = people.map((p) => p.id);
  Object.assign(who, { eva, fabio, gil });
  const since = dayjs(monthsAgo(14, 1)).format('YYYY-MM-DD');
  await db.insert(memberships).values([
    { memberId: who.eva!, associationId, categoryId: titular, status: 'A', categorySince: since },
    { memberId: who.fabio!, associationId, categoryId: residente, status: 'A', categorySince: since },
    { memberId: who.gil!, associationId, categoryId: titular, status: 'A', categorySince: since },
  ]);
  const rows = await db
    .insert(cashFlowItems)
    .values(
      [
        { key: 'eva-old', memberId: who.eva!, dueAt: monthsAgo(6) },
        { key: 'eva-recent', memberId: who.eva!, dueAt: monthsAgo(2) },
        { key: 'fabio', memberId: who.fabio!, dueAt: monthsAgo(4) },
        { key: 'gil', memberId: who.gil!, dueAt: monthsAgo(3), paidAt: monthsAgo(3, 5), paidCentavos: 100 },
      ].map(({ key, ...rest }) => ({
        ...rest,
        associationId,
        kind: 'due',
        description: key,
        amountCentavos: 100,
      })),
    )
    .returning({ id: cashFlowItems.id, description: cashFlowItems.description });
  for (const row of rows) item[row.description] = row.id;
});
afterAll(() => t.close());

describe('Adimplência keeps each closed month end', () => {
  it('keeps the 11 closed month ends at the association’s version and reads the same figures back', async () => {
    const first = await read();
    const rows = await kept();
    expect(rows).toHaveLength(11);
    expect(new Set(rows.map((r) => r.version))).toEqual(new Set([await version()]));
    expect(await read()).toEqual(first);
    const closed = first.points.at(-2)!;
    expect(closed.overall).toEqual({ active: 3, goodStanding: 1 });
  });

  it('a payment made today changes no closed month end: the version stays and the kept figures are read', async () => {
    await read();
    const before = await version();
    await t.database.db
      .update(cashFlowItems)
      .set({ paidAt: new Date(), paidCentavos: 100 })
      .where(eq(cashFlowItems.id, item['eva-recent']!));
    expect(await version()).toBe(before);
    const now = await read();
    expect(now.points.at(-1)!.overall).toEqual({ active: 3, goodStanding: 1 });
    expect(now).toEqual(await fromNothing());
  });

  it('a Baixa manual dated back moves the version, and the month ends after it are computed again', async () => {
    const before = await read();
    const v = await version();
    await t.database.db
      .update(cashFlowItems)
      .set({ paidAt: monthsAgo(3), paidCentavos: 100 })
      .where(eq(cashFlowItems.id, item.fabio!));
    expect(await version()).toBeGreaterThan(v);
    const after = await read();
    expect(after).not.toEqual(before);
    expect(after.points.at(-2)!.overall).toEqual({ active: 3, goodStanding: 2 });
    expect(after).toEqual(await fromNothing());
  });

  it('a member who leaves, a category history edited back and an item deleted each move it too', async () => {
    const db = t.database.db;
    const changes = [
      () =>
        db
          .update(memberships)
          .set({ status: 'C' })
          .where(and(eq(memberships.memberId, who.gil!), eq(memberships.associationId, associationId))),
      // Staff correct Eva's history: she was Residente until five months ago.
      async () => {
        const [eva] = await db
          .select({ id: memberships.id })
          .from(memberships)
          .where(and(eq(memberships.memberId, who.eva!), eq(memberships.associationId, associationId)));
        await db
          .update(membershipCategories)
          .set({ startsOn: dayjs(monthsAgo(5, 1)).format('YYYY-MM-DD') })
          .where(eq(membershipCategories.membershipId, eva!.id));
        await db.insert(membershipCategories).values({
          membershipId: eva!.id,
          categoryId: residente,
          startsOn: dayjs(monthsAgo(14, 1)).format('YYYY-MM-DD'),
        });
      },
      () => db.delete(cashFlowItems).where(eq(cashFlowItems.id, item['eva-old']!)),
    ];
    for (const change of changes) {
      await read();
      const v = await version();
      await change();
      expect(await version()).toBeGreaterThan(v);
      expect(await read()).toEqual(await fromNothing());
    }
  });

  it('never reads figures kept under an older version', async () => {
    const truth = await read();
    await t.database.db
      .update(healthStandingMonths)
      .set({ version: -1, categories: [{ categoryId: titular, active: 99, good: 99 }] })
      .where(eq(healthStandingMonths.associationId, associationId));
    expect(await read()).toEqual(truth);
  });
});

describe('the "saude" job', () => {
  it('keeps every association’s closed month ends ready, and a rerun computes nothing again', async () => {
    const db = t.database.db;
    await db.delete(healthStandingMonths);
    const associationsGoneThrough = await keepClosedMonths(db, new Date());
    expect(associationsGoneThrough).toBeGreaterThanOrEqual(2);
    const rows = await kept();
    expect(rows).toHaveLength(11);
    const computedAt = rows.map((r) => r.computedAt.getTime()).sort();
    await keepClosedMonths(db, new Date());
    expect((await kept()).map((r) => r.computedAt.getTime()).sort()).toEqual(computedAt);
    expect(await read()).toEqual(await fromNothing());
    expect(
      (await t.database.db.select().from(healthRevenueMonths)).filter(
        (r) => r.associationId === associationId && r.categoryKey === 0,
      ),
    ).toHaveLength(11);
  });
});

describe('Receita keeps each closed month', () => {
  const revenueNow = (categoryId?: number) =>
    revenue(t.database.db, associationId, { months: 12, ...(categoryId ? { categoryId } : {}) });
  const revenueFromNothing = async (categoryId?: number) => {
    await t.database.db
      .delete(healthRevenueMonths)
      .where(eq(healthRevenueMonths.associationId, associationId));
    return revenueNow(categoryId);
  };
  const keptRevenue = () =>
    t.database.db
      .select()
      .from(healthRevenueMonths)
      .where(eq(healthRevenueMonths.associationId, associationId));
  let paymentOf: (itemKey: string, extra: Partial<typeof transactions.$inferInsert>) => Promise<number>;

  beforeAll(async () => {
    const db = t.database.db;
    paymentOf = async (itemKey, extra) => {
      const [row] = await db
        .insert(transactions)
        .values({
          itemId: item[itemKey]!,
          accessHash: `meses-${itemKey}-${Math.random()}`,
          method: 'P',
          status: 'succeeded',
          amountCentavos: 100,
          ...extra,
        })
        .returning({ id: transactions.id });
      return row!.id;
    };
    const rows = await db
      .insert(cashFlowItems)
      .values(
        [3, 2, 1].map((n) => ({
          memberId: who.fabio!,
          associationId,
          kind: 'due',
          description: `receita-${n}`,
          amountCentavos: 5_000,
          dueAt: monthsAgo(n),
          paidAt: monthsAgo(n, 12),
          paidCentavos: 5_000,
        })),
      )
      .returning({ id: cashFlowItems.id, description: cashFlowItems.description });
    for (const row of rows) item[row.description] = row.id;
    await paymentOf('receita-3', {
      method: 'C',
      amountCentavos: 5_000,
      feeCentavos: 200,
      createdAt: monthsAgo(3, 12),
    });
    await paymentOf('receita-2', {
      method: 'P',
      amountCentavos: 5_000,
      feeCentavos: 99,
      createdAt: monthsAgo(2, 12),
    });
  });

  it('keeps the 11 closed months, everyone’s and one category’s apart, and reads the same figures back', async () => {
    const all = await revenueNow();
    const ofResidente = await revenueNow(residente);
    expect((await keptRevenue()).filter((r) => r.categoryKey === 0)).toHaveLength(11);
    expect((await keptRevenue()).filter((r) => r.categoryKey === residente)).toHaveLength(11);
    expect(await revenueNow()).toEqual(all);
    expect(await revenueNow(residente)).toEqual(ofResidente);
    const month = (n: number) => dayjs(monthsAgo(n)).format('YYYY-MM');
    expect(all.rows.find((r) => r.month === month(3))).toMatchObject({
      receivedCentavos: 5_000,
      feeCentavos: 200,
    });
    // Paid with no payment of the app: counted as manual, for what it was paid.
    expect(all.rows.find((r) => r.month === month(1))).toMatchObject({ receivedCentavos: 5_000 });
  });

  it('a payment and a refund of today change no closed month, and show in the current one at once', async () => {
    await revenueNow();
    const v = await version();
    const [fresh] = await t.database.db
      .insert(cashFlowItems)
      .values({
        memberId: who.fabio!,
        associationId,
        kind: 'due',
        description: 'hoje',
        amountCentavos: 7_000,
        dueAt: new Date(),
      })
      .returning({ id: cashFlowItems.id });
    item.hoje = fresh!.id;
    await t.database.db
      .update(cashFlowItems)
      .set({ paidAt: new Date(), paidCentavos: 7_000 })
      .where(eq(cashFlowItems.id, fresh!.id));
    const paid = await paymentOf('hoje', { amountCentavos: 7_000 });
    await t.database.db
      .update(transactions)
      .set({ status: 'refunded', refundedAt: new Date(), refundedCentavos: 2_000 })
      .where(eq(transactions.id, paid));
    expect(await version()).toBe(v);
    const now = await revenueNow();
    const current = dayjs().tz('America/Sao_Paulo').format('YYYY-MM');
    expect(now.rows.find((r) => r.month === current && r.method === recordedMethodOf('P'))).toMatchObject({
      receivedCentavos: 7_000,
      refundedCentavos: 2_000,
      netCentavos: 5_000,
    });
    expect(now).toEqual(await revenueFromNothing());
  });

  it('a refund recorded for an earlier month, a payment dated back and a category change move the version', async () => {
    const db = t.database.db;
    const changes = [
      () => paymentOf('receita-1', { method: 'M', amountCentavos: 5_000, createdAt: monthsAgo(1, 12) }),
      () =>
        db
          .update(transactions)
          .set({ status: 'refunded', refundedAt: monthsAgo(1, 20), refundedCentavos: 1_000 })
          .where(eq(transactions.itemId, item['receita-2']!)),
      () =>
        db
          .update(memberships)
          .set({ categoryId: titular })
          .where(and(eq(memberships.memberId, who.fabio!), eq(memberships.associationId, associationId))),
    ];
    for (const change of changes) {
      await revenueNow();
      await revenueNow(residente);
      const v = await version();
      await change();
      expect(await version()).toBeGreaterThan(v);
      expect(await revenueNow()).toEqual(await revenueFromNothing());
      expect(await revenueNow(residente)).toEqual(await revenueFromNothing(residente));
    }
  });
});

describe('Renovação keeps each closed year', () => {
  const renewalNow = (categoryId?: number) =>
    renewal(t.database.db, associationId, { months: 12, ...(categoryId ? { categoryId } : {}) });
  const renewalFromNothing = async (categoryId?: number) => {
    const today = dayjs().tz('America/Sao_Paulo').format('YYYY-MM-DD');
    const computed = await cohortsComputedAt(t.database.db, associationId, [today], categoryId);
    const fast = await cohortsToday(t.database.db, associationId, today, categoryId);
    const byCohort = (list: { cohort: number }[]) => [...list].sort((a, b) => a.cohort - b.cohort);
    expect(byCohort(fast)).toEqual(byCohort(computed.get(Number(today.slice(0, 4)))!));
    await t.database.db.delete(healthRenewalYears).where(eq(healthRenewalYears.associationId, associationId));
    return renewalNow(categoryId);
  };
  const keptYears = () =>
    t.database.db
      .select()
      .from(healthRenewalYears)
      .where(eq(healthRenewalYears.associationId, associationId));

  it('keeps the 5 closed years, everyone’s and one category’s apart, and reads the same figures back', async () => {
    const all = await renewalNow();
    const ofTitular = await renewalNow(titular);
    expect((await keptYears()).filter((r) => r.categoryKey === 0)).toHaveLength(5);
    expect((await keptYears()).filter((r) => r.categoryKey === titular)).toHaveLength(5);
    expect(await renewalNow()).toEqual(all);
    expect(await renewalNow(titular)).toEqual(ofTitular);
    expect(all).toEqual(await renewalFromNothing());
    expect(ofTitular).toEqual(await renewalFromNothing(titular));
  });

  it('an item dated back and a member who leaves move the version; the years are computed again', async () => {
    const db = t.database.db;
    const changes = [
      () =>
        db.insert(cashFlowItems).values({
          memberId: who.eva!,
          associationId,
          kind: 'annuity',
          description: 'anuidade antiga',
          amountCentavos: 50_000,
          dueAt: monthsAgo(13),
        }),
      () =>
        db
          .update(memberships)
          .set({ status: 'C' })
          .where(and(eq(memberships.memberId, who.eva!), eq(memberships.associationId, associationId))),
    ];
    for (const change of changes) {
      await renewalNow();
      const v = await version();
      await change();
      expect(await version()).toBeGreaterThan(v);
      expect(await renewalNow()).toEqual(await renewalFromNothing());
    }
  });
});

describe('Lembretes keeps each day its 7 days can no longer reach', () => {
  const remindersNow = () => reminderEffect(t.database.db, associationId, { months: 12 });
  const remindersFromNothing = async () => {
    await t.database.db.delete(healthReminderDays).where(eq(healthReminderDays.associationId, associationId));
    return remindersNow();
  };
  const keptReminders = () =>
    t.database.db
      .select()
      .from(healthReminderDays)
      .where(eq(healthReminderDays.associationId, associationId));

  beforeAll(async () => {
    const db = t.database.db;
    const rows = await db
      .insert(cashFlowItems)
      .values(
        [4, 1, 0].map((n) => ({
          memberId: who.fabio!,
          associationId,
          kind: 'due',
          description: `lembrete-${n}`,
          amountCentavos: 3_000,
          dueAt: monthsAgo(n, 15),
        })),
      )
      .returning({ id: cashFlowItems.id, description: cashFlowItems.description });
    for (const row of rows) item[row.description] = row.id;
    await db.insert(reminders).values([
      {
        itemId: item['lembrete-4']!,
        stage: 'antes',
        channels: ['email', 'push'],
        createdAt: monthsAgo(4, 5),
      },
      { itemId: item['lembrete-1']!, stage: 'antes', channels: ['email'], createdAt: monthsAgo(1, 5) },
    ]);
    // Paid three days after its reminder: it worked.
    await db
      .update(cashFlowItems)
      .set({ paidAt: monthsAgo(4, 8), paidCentavos: 3_000 })
      .where(eq(cashFlowItems.id, item['lembrete-4']!));
  });

  it('keeps each day of the period until 16 days ago and reads the same figures back', async () => {
    const first = await remindersNow();
    const today = dayjs().tz('America/Sao_Paulo').startOf('day');
    const periodFirstDay = today.startOf('month').subtract(11, 'month');
    const kept = await keptReminders();
    expect(kept).toHaveLength(today.subtract(16, 'day').diff(periodFirstDay, 'day'));
    expect(kept.every((row) => row.day < today.subtract(16, 'day').format('YYYY-MM-DD'))).toBe(true);
    expect(await remindersNow()).toEqual(first);
    expect(first.rows.find((r) => r.channel === 'email')).toMatchObject({ sent: 2, paidWithin7Days: 1 });
    expect(first).toEqual(await remindersFromNothing());
  });

  it('a reminder of today and its payment count at once; one recorded back moves the version', async () => {
    const db = t.database.db;
    await remindersNow();
    const v = await version();
    await db.insert(reminders).values({
      itemId: item['lembrete-0']!,
      stage: 'vencimento',
      channels: ['push'],
      createdAt: new Date(Date.now() - 60_000),
    });
    await db
      .update(cashFlowItems)
      .set({ paidAt: new Date(), paidCentavos: 3_000 })
      .where(eq(cashFlowItems.id, item['lembrete-0']!));
    expect(await version()).toBe(v);
    expect((await remindersNow()).rows.find((r) => r.channel === 'push')).toMatchObject({
      sent: 2,
      paidWithin7Days: 2,
    });
    await db.insert(reminders).values({
      itemId: item['lembrete-4']!,
      stage: 'atraso-1',
      channels: ['email'],
      createdAt: monthsAgo(4, 6),
    });
    expect(await version()).toBeGreaterThan(v);
    expect(await remindersNow()).toEqual(await remindersFromNothing());
  });
});
