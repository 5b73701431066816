import dayjs from 'dayjs';
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
} from '../../../server/db/schema';
import { healthStandingMonths, healthStandingVersions } from '../../../server/db/schema-health';
import { goodStanding } from '../../../server/gestao/health/good-standing';
import { keepClosedMonthEnds } from '../../../server/gestao/health/keep-standing-months';
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
      .select({ version: healthStandingVersions.version })
      .from(healthStandingVersions)
      .where(eq(healthStandingVersions.associationId, associationId))
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
    const associationsGoneThrough = await keepClosedMonthEnds(db, new Date());
    expect(associationsGoneThrough).toBeGreaterThanOrEqual(2);
    const rows = await kept();
    expect(rows).toHaveLength(11);
    const computedAt = rows.map((r) => r.computedAt.getTime()).sort();
    await keepClosedMonthEnds(db, new Date());
    expect((await kept()).map((r) => r.computedAt.getTime()).sort()).toEqual(computedAt);
    expect(await read()).toEqual(await fromNothing());
  });
});
