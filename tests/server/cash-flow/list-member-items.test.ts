import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ListRange,
  listManyMembersItems,
  listMemberItems,
} from '../../../server/cash-flow/list-member-items';
import { cashFlowItems } from '../../../server/db/schema';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { memberIdOf } from '../support/wallet';

let t: TestContext;
let maria: number;
let pedro: number;
const DAY = 86_400_000;
const now = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  maria = await memberIdOf(t, DEMO.maria.usuario);
  pedro = await memberIdOf(t, DEMO.pedro.usuario);
});
afterAll(() => t.close());

const ranges: Record<string, ListRange> = {
  everything: { from: new Date(now - 400 * DAY), pendingOnly: false },
  home: { from: new Date(now), to: new Date(now + 31 * DAY), pendingOnly: true },
  upcoming: { from: new Date(now), pendingOnly: true },
  history: { from: new Date(now - 90 * DAY), to: new Date(now), pendingOnly: false },
  nothing: { from: new Date(now + 3000 * DAY), pendingOnly: false },
};

/** Every listing of every range for Maria, Pedro and a member id nobody has. */
const listings = () =>
  [maria, pedro, 999_999].flatMap((memberId) => Object.values(ranges).map((range) => ({ memberId, range })));

const ownerOf = async (itemId: number) => {
  const rows = await t.database.db.select().from(cashFlowItems);
  return rows.find((row) => row.id === itemId)?.memberId;
};

describe('listing several members at once (one query)', () => {
  it('answers each listing with what it alone would get, in the order asked', async () => {
    const together = await listManyMembersItems(t.database.db, listings());
    const alone = [];
    for (const listing of listings()) alone.push(...(await listManyMembersItems(t.database.db, [listing])));
    expect(together).toEqual(alone);
    expect(together.flat().length).toBeGreaterThan(10);
  });

  it("never hands one member's items to another", async () => {
    const asked = listings();
    const answers = await listManyMembersItems(t.database.db, asked);
    for (const [index, items] of answers.entries()) {
      for (const item of items) expect(await ownerOf(item.id)).toBe(asked[index]!.memberId);
    }
    expect(answers.at(-1)).toEqual([]); // the unknown member
  });

  it('keeps the range and the pending filter of each listing', async () => {
    const [home, history] = await listManyMembersItems(t.database.db, [
      { memberId: maria, range: ranges.home! },
      { memberId: maria, range: ranges.history! },
    ]);
    expect(home!.length).toBeGreaterThanOrEqual(1);
    for (const item of home!) {
      expect(item.paidAt).toBeNull();
      expect(item.dueAt.getTime()).toBeGreaterThanOrEqual(ranges.home!.from.getTime());
      expect(item.dueAt.getTime()).toBeLessThan(ranges.home!.to!.getTime());
    }
    expect(history!.some((item) => item.paidAt !== null)).toBe(true);
    // A paid item sits on its payment date, an unpaid one on its due date.
    expect(history!.every((item) => (item.paidAt ?? item.dueAt).getTime() < now)).toBe(true);
  });
});

describe('listMemberItems under concurrent calls', () => {
  it('answers calls made together (batched) exactly as calls made one by one', async () => {
    const asked = [...listings(), ...listings()];
    const together = await Promise.all(
      asked.map(({ memberId, range }) => listMemberItems(t.database.db, memberId, range)),
    );
    const alone = [];
    for (const { memberId, range } of asked)
      alone.push(await listMemberItems(t.database.db, memberId, range));
    expect(together).toEqual(alone);
  });

  it('splits more calls than one batch holds and still answers every one', async () => {
    const asked = Array.from({ length: 250 }, (_, i) => (i % 2 ? maria : pedro));
    const answers = await Promise.all(
      asked.map((memberId) => listMemberItems(t.database.db, memberId, ranges.everything!)),
    );
    const [forMaria, forPedro] = await Promise.all([
      listMemberItems(t.database.db, maria, ranges.everything!),
      listMemberItems(t.database.db, pedro, ranges.everything!),
    ]);
    expect(answers).toEqual(asked.map((memberId) => (memberId === maria ? forMaria : forPedro)));
  });

  it('fails only the listing the database refuses, not the others sharing its query', async () => {
    // Year 0000 as JavaScript writes it: PostgreSQL has no year 0 and refuses the whole statement.
    const refused: ListRange = { from: new Date('0000-01-01T00:00:00Z'), pendingOnly: false };
    const [mariaItems, bad, pedroItems] = await Promise.allSettled([
      listMemberItems(t.database.db, maria, ranges.everything!),
      listMemberItems(t.database.db, maria, refused),
      listMemberItems(t.database.db, pedro, ranges.everything!),
    ]);
    expect(bad!.status).toBe('rejected');
    expect(mariaItems).toEqual({
      status: 'fulfilled',
      value: await listMemberItems(t.database.db, maria, ranges.everything!),
    });
    expect(pedroItems).toEqual({
      status: 'fulfilled',
      value: await listMemberItems(t.database.db, pedro, ranges.everything!),
    });
  });
});
