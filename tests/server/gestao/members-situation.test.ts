import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERS_COUNT_CAP } from '../../../domain/contract/gestao-members';
import { addDays, todayInSaoPaulo } from '../../../domain/sao-paulo-days';
import { findMember } from '../../../server/gestao/members/find-member';
import { listMembers } from '../../../server/gestao/members/list-members';
import { cashFlowItems, memberships } from '../../../server/db/schema';
import { createTestApp, type TestContext } from '../support/test-app';
import {
  itemOf,
  memberOf,
  membershipOf,
  staffTokens,
  type Fixture,
  type StaffTokens,
} from './gestao-fixtures';
import { gestao } from './support';

/**
 * The situation the list shows comes from each membership's earliest open due date, which
 * database triggers keep (migration 0011). Every way an item changes must leave it right.
 */
const OFTALMO = 428;
const DAY = 86_400_000;

let t: TestContext;
let tokens: StaffTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
});
afterAll(() => t.close());

/** What the Membros list says of the member (found by CPF), as the screen asks. */
async function situationInList(m: Fixture, query = '') {
  const res = await gestao(t, tokens.gestor, 'GET', `/members?q=${m.cpf}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const items = res.json().items as { id: number; situation: string; categoryId: number }[];
  return items.find((i) => i.id === m.memberId)?.situation;
}

/** The kept date equals the one computed from the member's items right now. */
async function expectKeptRight(m: Fixture) {
  const [open] = await t.database.db
    .select({ earliest: sql<string | null>`min(${cashFlowItems.dueAt})::text` })
    .from(cashFlowItems)
    .where(
      and(
        eq(cashFlowItems.memberId, m.memberId),
        eq(cashFlowItems.associationId, OFTALMO),
        sql`${cashFlowItems.paidAt} is null and ${cashFlowItems.cancelledAt} is null`,
        sql`${cashFlowItems.publicRef} is null`,
      ),
    );
  const kept = await membershipOf(t, m.memberId, OFTALMO);
  expect(kept?.earliestOpenDueAt?.getTime() ?? null).toBe(open?.earliest ? Date.parse(open.earliest) : null);
}

describe('Membros situation kept by the items', () => {
  it('an item created overdue makes the member inadimplente, its manual payment adimplente again', async () => {
    const m = await memberOf(t, OFTALMO);
    expect(await situationInList(m)).toBe('adimplente');
    const item = await itemOf(t, m.memberId, OFTALMO, { dueInDays: -7 });
    await expectKeptRight(m);
    expect(await situationInList(m)).toBe('inadimplente');
    expect(await situationInList(m, '&situation=inadimplente')).toBe('inadimplente');
    expect(await situationInList(m, '&situation=adimplente')).toBeUndefined();

    const paid = await gestao(t, tokens.financeiro, 'POST', `/charges/items/${item}/manual-payment`, {
      paidOn: todayInSaoPaulo(),
      method: 'dinheiro',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await expectKeptRight(m);
    expect(await situationInList(m)).toBe('adimplente');
    expect(await situationInList(m, '&situation=adimplente')).toBe('adimplente');
  });

  it('cancelling the overdue item (back office) clears the debt; the next open one takes its place', async () => {
    const m = await memberOf(t, OFTALMO);
    const overdue = await itemOf(t, m.memberId, OFTALMO, { dueInDays: -10 });
    const later = await itemOf(t, m.memberId, OFTALMO, { dueInDays: 15 });
    const cancel = await gestao(t, tokens.gestor, 'POST', `/charges/items/${overdue}/cancel`, {
      reason: 'Cobrança em duplicidade',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await expectKeptRight(m);
    expect((await membershipOf(t, m.memberId, OFTALMO))?.earliestOpenDueAt).toEqual(
      (await t.database.db.select().from(cashFlowItems).where(eq(cashFlowItems.id, later)))[0]?.dueAt,
    );
    expect(await situationInList(m)).toBe('adimplente');
  });

  it('becomes inadimplente the day after the due date with no write, by the clock alone', async () => {
    const m = await memberOf(t, OFTALMO);
    await itemOf(t, m.memberId, OFTALMO, { dueInDays: 2 });
    const before = await membershipOf(t, m.memberId, OFTALMO);
    const seen = async (now: Date) =>
      (await listMembers(t.database.db, OFTALMO, { q: m.cpf, page: 1 }, now)).items[0]?.situation;
    const inadimplentes = async (now: Date) =>
      (await listMembers(t.database.db, OFTALMO, { q: m.cpf, situation: 'inadimplente', page: 1 }, now))
        .items;
    expect(await seen(new Date())).toBe('adimplente');
    expect(await inadimplentes(new Date())).toEqual([]);
    // Due in two days: still adimplente on the due day, inadimplente once late (from the day after,
    // or after the business day a weekend or holiday due day moves to: a week later in any case).
    expect(await seen(new Date(Date.now() + 2 * DAY))).toBe('adimplente');
    const dayAfter = new Date(Date.now() + 9 * DAY);
    expect(await seen(dayAfter)).toBe('inadimplente');
    expect((await inadimplentes(dayAfter)).map((r) => r.id)).toEqual([m.memberId]);
    expect((await findMember(t.database.db, OFTALMO, m.memberId, dayAfter))?.situation).toBe('inadimplente');
    expect(await membershipOf(t, m.memberId, OFTALMO)).toEqual(before);
  });

  it('a category change moves the member between category filters and keeps the situation right', async () => {
    const m = await memberOf(t, OFTALMO, { categoryId: 601 });
    await itemOf(t, m.memberId, OFTALMO, { dueInDays: -7 });
    expect(await situationInList(m, '&categoryId=601&situation=inadimplente')).toBe('inadimplente');
    const moved = await gestao(t, tokens.gestor, 'PUT', `/members/${m.memberId}/category`, {
      categoryId: 501,
      since: addDays(todayInSaoPaulo(), -1),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The annuity follows the category (repriced or billed): the kept date follows the items.
    await expectKeptRight(m);
    expect(await situationInList(m, '&categoryId=601')).toBeUndefined();
    expect(await situationInList(m, '&categoryId=501&situation=inadimplente')).toBe('inadimplente');
  });

  it('counts no abandoned public purchase, nor items of another association; deleting an item counts too', async () => {
    const m = await memberOf(t, OFTALMO);
    await t.database.db.insert(cashFlowItems).values({
      memberId: m.memberId,
      associationId: OFTALMO,
      kind: 'product',
      description: 'Compra abandonada',
      dueAt: new Date(Date.now() - 7 * DAY),
      amountCentavos: 5_000,
      publicRef: `ref-${m.memberId}`,
    });
    await itemOf(t, m.memberId, 1024839, { dueInDays: -7 });
    await expectKeptRight(m);
    expect(await situationInList(m)).toBe('adimplente');
    const own = await itemOf(t, m.memberId, OFTALMO, { dueInDays: -7 });
    expect(await situationInList(m)).toBe('inadimplente');
    await t.database.db.delete(cashFlowItems).where(eq(cashFlowItems.id, own));
    await expectKeptRight(m);
    expect(await situationInList(m)).toBe('adimplente');
  });

  it('keeps many members right from one statement, and a membership made after its items starts from them', async () => {
    const [a, b] = [await memberOf(t, OFTALMO), await memberOf(t, OFTALMO)];
    await t.database.db.insert(cashFlowItems).values(
      [a, b].map((m, i) => ({
        memberId: m.memberId,
        associationId: OFTALMO,
        kind: 'due',
        description: 'Lote',
        dueAt: new Date(Date.now() - (i + 3) * DAY * 3),
        amountCentavos: 1_000,
      })),
    );
    await expectKeptRight(a);
    await expectKeptRight(b);
    await t.database.db
      .update(cashFlowItems)
      .set({ paidAt: new Date() })
      .where(eq(cashFlowItems.description, 'Lote'));
    await expectKeptRight(a);
    await expectKeptRight(b);

    const late = await memberOf(t, 1024839);
    await itemOf(t, late.memberId, OFTALMO, { dueInDays: -7 });
    await t.database.db.insert(memberships).values({
      memberId: late.memberId,
      associationId: OFTALMO,
      categoryId: 601,
      categorySince: '2024-01-15',
    });
    await expectKeptRight(late);
    expect(await situationInList(late)).toBe('inadimplente');
  });
});

describe('Membros order kept by the members', () => {
  it("a renamed member takes their new place in every association's list", async () => {
    const m = await memberOf(t, OFTALMO, { name: 'Zuleica Renomeada' });
    await t.database.db
      .insert(memberships)
      .values({ memberId: m.memberId, associationId: 1024839, categoryId: 601, categorySince: '2024-01-15' });
    await t.database.db.execute(sql`update members set name = 'Aaron Renomeado' where id = ${m.memberId}`);
    for (const association of [OFTALMO, 1024839]) {
      expect((await membershipOf(t, m.memberId, association))?.memberName).toBe('Aaron Renomeado');
    }
    const first = await listMembers(t.database.db, OFTALMO, { page: 1 });
    expect(first.items[0]).toMatchObject({ id: m.memberId, name: 'Aaron Renomeado' });
  });
});

describe('Membros search by e-mail', () => {
  it('a whole address finds its member, in any case; a piece with "@" finds every address holding it', async () => {
    const m = await memberOf(t, OFTALMO);
    const whole = await listMembers(t.database.db, OFTALMO, { q: m.email.toUpperCase(), page: 1 });
    expect(whole.items.map((r) => r.id)).toEqual([m.memberId]);
    const piece = m.email.slice(3, m.email.indexOf('@') + 4);
    const pieces = await listMembers(t.database.db, OFTALMO, { q: piece, page: 1 });
    expect(pieces.items.map((r) => r.id)).toContain(m.memberId);
  });
});

describe('Membros count', () => {
  it(`counts up to ${MEMBERS_COUNT_CAP.toLocaleString('pt-BR')} and then says only "more", paging on by keyset`, async () => {
    const db = t.database.db;
    // One association-sized crowd, made in two statements (the fixtures would take minutes).
    await db.execute(sql`
      insert into members (name, cpf, email, confirmed)
      select 'Multidão ' || lpad(g::text, 6, '0'), '8' || lpad(g::text, 10, '0'), null, true
      from generate_series(1, ${MEMBERS_COUNT_CAP + 5}::int) g`);
    await db.execute(sql`
      insert into memberships (member_id, issuer_id, category_id, status, category_since)
      select id, ${OFTALMO}, 2701, 'A', '2020-01-01' from members where name like 'Multidão %'`);
    const first = await gestao(t, tokens.gestor, 'GET', '/members?categoryId=2701');
    expect(first.json()).toMatchObject({
      total: MEMBERS_COUNT_CAP,
      totalCapped: true,
      hasNext: true,
      page: 1,
      pageSize: 20,
    });
    const page1 = first.json() as { items: { id: number; name: string }[] };
    const page2 = (
      await gestao(t, tokens.gestor, 'GET', `/members?categoryId=2701&page=2&after=${page1.items.at(-1)!.id}`)
    ).json() as { items: { name: string }[]; hasNext: boolean; totalCapped: boolean };
    expect(page2).toMatchObject({ hasNext: true, totalCapped: true });
    expect(page2.items[0]!.name > page1.items.at(-1)!.name).toBe(true);
    // "Multidão 000010" to "000019": counted exactly.
    const narrow = (await gestao(t, tokens.gestor, 'GET', '/members?q=Multid%C3%A3o%2000001')).json();
    expect(narrow).toMatchObject({ total: 10, totalCapped: false, hasNext: false });
    // "Multidão 001000" to "001005": one page, nothing after it.
    const last = (await gestao(t, tokens.gestor, 'GET', '/members?q=Multid%C3%A3o%200010')).json();
    expect(last).toMatchObject({ total: 6, totalCapped: false, hasNext: false });
  });
});
