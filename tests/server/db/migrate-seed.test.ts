import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../../server/db/migrate';
import { seedDatabase } from '../../../server/db/seed';
import * as t from '../../../server/db/schema';
import { createTestApp, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const counts = async () => {
  const db = ctx.database.db;
  const tables = [
    t.associations,
    t.members,
    t.memberships,
    t.cashFlowItems,
    t.products,
    t.productPrices,
    t.banners,
  ];
  return Promise.all(tables.map(async (table) => (await db.select({ n: count() }).from(table))[0]!.n));
};

describe(`migrations and seed (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it('a second migration and seed change nothing', async () => {
    const before = await counts();
    await migrateDatabase(ctx.database);
    expect(await seedDatabase(ctx.database.db)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('seeds the demo data README lists', async () => {
    const db = ctx.database.db;
    const items = await db.select().from(t.cashFlowItems);
    const maria = (await db.select().from(t.members)).find((m) => m.email === 'membro@exemplo.com.br')!;
    const mine = items.filter((i) => i.memberId === maria.id);
    const now = Date.now();
    const pendingFuture = mine.filter((i) => !i.paidAt && i.dueAt.getTime() > now);
    const overdue = mine.filter((i) => !i.paidAt && i.dueAt.getTime() < now);
    const paidLast90 = mine.filter((i) => i.paidAt && now - i.paidAt.getTime() < 90 * 86_400_000);
    expect(pendingFuture).toHaveLength(6);
    expect(
      pendingFuture.every(
        (i) => i.amountCentavos === 6500 && i.description.startsWith('Contribuição mensal'),
      ),
    ).toBe(true);
    expect(overdue).toHaveLength(1);
    expect(paidLast90).toHaveLength(3);
    expect(mine.find((i) => i.kind === 'annuity')?.paidAt).not.toBeNull();

    const [congresso] = (await db.select().from(t.products)).filter((p) => p.hash === 'congresso-2027');
    expect(congresso?.endsAt?.toISOString()).toBe('2027-07-01T02:59:59.000Z');
    const prices = (await db.select().from(t.productPrices)).filter((p) => p.productId === congresso!.id);
    expect(Object.fromEntries(prices.map((p) => [p.categoryId, p.amountCentavos]))).toEqual({
      2701: 35000,
      501: 45000,
      601: 60000,
    });
    expect(await db.select().from(t.banners)).toHaveLength(3);
  });
});
