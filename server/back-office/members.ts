import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  isNotNull,
  like,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  IssuerCategory,
  ItemStatus,
  MemberDetail,
  MemberFilters,
  MemberListQuery,
  MemberRow,
  MemberSituation,
} from '../../domain/contract/gestao-members';
import { MEMBERS_COUNT_CAP, MEMBERS_PAGE_SIZE } from '../../domain/contract/gestao-members';
import { formatCpf } from '../../domain/cpf';
import { toWireDate } from '../../domain/dates';
import { recordedMethodOf } from '../../domain/recorded-methods';
import { startOfDay, todayInSaoPaulo } from '../cash-flow/sao-paulo-days';
import type { Db } from '../db/client';
import {
  cashFlowItems,
  categories,
  issuerCategories,
  memberships,
  members,
  transactions,
} from '../db/schema';
import { categoryHistory } from './category-history';

/** Members are the issuer's active memberships and the requests awaiting approval. */
export const LISTED_STATUSES = ['A', 'P'];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * Active with an open item past due, read from the membership's earliest open due date (kept by
 * triggers, migration 0011): the day an item falls due changes `todayStart`, not the data.
 */
const isOverdue = (todayStart: Date) =>
  sql`${memberships.earliestOpenDueAt} < ${todayStart.toISOString()}::timestamptz`;

const situationOf = (todayStart: Date) =>
  sql<MemberSituation>`case when ${memberships.status} = 'P' then 'pendente'
    when ${isOverdue(todayStart)} then 'inadimplente' else 'adimplente' end`;

const WHOLE_EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s.]+$/;

/**
 * One box for name, CPF and e-mail: digits (with or without the mask) search the CPF, a whole
 * address that e-mail, a text with '@' the e-mails containing it, any other text the name or the
 * e-mail.
 */
function searchCondition(q: string): SQL | undefined {
  if (/^[\d.\-\s/]+$/.test(q)) {
    const digits = q.replace(/\D/g, '');
    return digits.length === 11 ? eq(members.cpf, digits) : like(members.cpf, `${digits}%`);
  }
  // A whole address is the member's: found through members_email_key (addresses are stored in
  // lower case, as login looks them up), not by trigrams of a domain thousands share.
  if (WHOLE_EMAIL.test(q)) return eq(members.email, q.toLowerCase());
  const pattern = `%${escapeLike(q)}%`;
  if (q.includes('@')) return ilike(members.email, pattern);
  return or(ilike(members.name, pattern), ilike(members.email, pattern));
}

function situationCondition(situation: MemberSituation | undefined, todayStart: Date): SQL | undefined {
  switch (situation) {
    case 'pendente':
      return eq(memberships.status, 'P');
    case 'inadimplente':
      return and(eq(memberships.status, 'A'), isOverdue(todayStart));
    case 'adimplente':
      return and(
        eq(memberships.status, 'A'),
        or(isNull(memberships.earliestOpenDueAt), sql`not ${isOverdue(todayStart)}`),
      );
    default:
      return undefined;
  }
}

const filtersOf = (issuerId: number, f: MemberFilters, todayStart: Date) =>
  and(
    eq(memberships.issuerId, issuerId),
    inArray(memberships.status, LISTED_STATUSES),
    f.categoryId === undefined ? undefined : eq(memberships.categoryId, f.categoryId),
    situationCondition(f.situation, todayStart),
    f.q ? searchCondition(f.q) : undefined,
  );

const todayStartOf = (now: Date) => startOfDay(todayInSaoPaulo(now));

const rowColumns = (todayStart: Date) => ({
  id: members.id,
  name: members.name,
  cpf: members.cpf,
  email: members.email,
  mobile: members.mobile,
  categoryId: memberships.categoryId,
  categoryName: categories.description,
  situation: situationOf(todayStart),
  since: memberships.memberSince,
});

const selectRows = (db: Db, todayStart: Date) =>
  db
    .select(rowColumns(todayStart))
    .from(memberships)
    .innerJoin(members, eq(members.id, memberships.memberId))
    .innerJoin(categories, eq(categories.id, memberships.categoryId))
    .$dynamic();

const toRow = (r: MemberRow): MemberRow => ({ ...r, cpf: formatCpf(r.cpf) });

/**
 * The list's order, (name, id), read from the membership's copy of the name (migration 0011): a
 * page with any filter walks memberships_issuer_name_idx alone.
 */
const nameAndId = sql`(${memberships.memberName}, ${memberships.memberId})`;
const byName = [asc(memberships.memberName), asc(memberships.memberId)];
const byNameBackwards = [desc(memberships.memberName), desc(memberships.memberId)];
/** The member's place in that order, for a keyset page. */
const placeOf = (memberId: number) =>
  sql`((select ${members.name} from ${members} where ${members.id} = ${memberId}), ${memberId}::int)`;

/**
 * The page's rows: after or before a member (keyset), else by offset. One row more than the page
 * says whether a next page exists; reading back from a member, it does (that member's page).
 * Without a search every condition is on memberships: the page is found in
 * memberships_issuer_name_idx alone, and only its rows are joined to members (an offset of 50 000
 * then skips index entries, not joined rows).
 */
async function pageRows(db: Db, where: SQL | undefined, todayStart: Date, q: MemberListQuery) {
  const backwards = q.before !== undefined;
  const order = backwards ? byNameBackwards : byName;
  const size = backwards ? MEMBERS_PAGE_SIZE : MEMBERS_PAGE_SIZE + 1;
  let cursor: SQL | undefined;
  if (q.before !== undefined) cursor = sql`${nameAndId} < ${placeOf(q.before)}`;
  else if (q.after !== undefined) cursor = sql`${nameAndId} > ${placeOf(q.after)}`;
  const offset = cursor ? 0 : (q.page - 1) * MEMBERS_PAGE_SIZE;
  // The page's member ids (in the index, so that it is read alone), then their rows.
  const scope = q.q
    ? and(where, cursor)
    : and(
        where,
        inArray(
          memberships.memberId,
          db
            .select({ id: memberships.memberId })
            .from(memberships)
            .where(and(where, cursor))
            .orderBy(...order)
            .limit(size)
            .offset(offset),
        ),
      );
  const page = await selectRows(db, todayStart)
    .where(scope)
    .orderBy(...order)
    .limit(size)
    .offset(q.q ? offset : 0);
  if (backwards) return { rows: page.reverse(), hasNext: true };
  return { rows: page.slice(0, MEMBERS_PAGE_SIZE), hasNext: page.length > MEMBERS_PAGE_SIZE };
}

/**
 * How many members match, counted up to MEMBERS_COUNT_CAP and no further: past it the cost would
 * grow with the issuer's size on every page, and the screen says "mais de" instead.
 */
async function countUpToCap(db: Db, where: SQL | undefined, withSearch: boolean) {
  // Without a search the count reads memberships alone (its situation index), not members.
  const matches = withSearch
    ? db
        .select({ id: memberships.id })
        .from(memberships)
        .innerJoin(members, eq(members.id, memberships.memberId))
        .where(where)
    : db.select({ id: memberships.id }).from(memberships).where(where);
  const [counted] = await db.select({ n: count() }).from(matches.limit(MEMBERS_COUNT_CAP + 1).as('matches'));
  const n = counted?.n ?? 0;
  return { total: Math.min(n, MEMBERS_COUNT_CAP), totalCapped: n > MEMBERS_COUNT_CAP };
}

/**
 * A page of the issuer's members (20, ordered by name then id), whether another follows, and how
 * many match in all (up to MEMBERS_COUNT_CAP).
 */
export async function listMembers(
  db: Db,
  issuerId: number,
  filters: MemberListQuery,
  now = new Date(),
): Promise<{ items: MemberRow[]; hasNext: boolean; total: number; totalCapped: boolean }> {
  const todayStart = todayStartOf(now);
  const where = filtersOf(issuerId, filters, todayStart);
  const [page, counted] = await Promise.all([
    pageRows(db, where, todayStart, filters),
    countUpToCap(db, where, Boolean(filters.q)),
  ]);
  return { items: page.rows.map(toRow), hasNext: page.hasNext, ...counted };
}

/**
 * Every member the filters match, in the list's order, a batch at a time (keyset on name and
 * id): the export never holds the whole list in memory.
 */
export async function* eachMember(
  db: Db,
  issuerId: number,
  filters: MemberFilters,
  { batchSize = 1000, now = new Date() } = {},
): AsyncGenerator<MemberRow> {
  const todayStart = todayStartOf(now);
  const where = filtersOf(issuerId, filters, todayStart);
  let after: { name: string; id: number } | undefined;
  for (;;) {
    const rows = await selectRows(db, todayStart)
      .where(and(where, after ? sql`${nameAndId} > (${after.name}, ${after.id}::int)` : undefined))
      .orderBy(...byName)
      .limit(batchSize);
    for (const row of rows) yield toRow(row);
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { name: last.name, id: last.id };
  }
}

/** The categories the issuer offers (for the filter and the category change). */
export function listIssuerCategories(db: Db, issuerId: number): Promise<IssuerCategory[]> {
  return db
    .select({ id: categories.id, name: categories.description })
    .from(issuerCategories)
    .innerJoin(categories, eq(categories.id, issuerCategories.categoryId))
    .where(eq(issuerCategories.issuerId, issuerId))
    .orderBy(asc(categories.description));
}

const MAX_ITEMS = 200;
const MAX_PAYMENTS = 200;

function itemStatus(
  item: { paidAt: Date | null; cancelledAt: Date | null; dueAt: Date },
  todayStart: Date,
): ItemStatus {
  if (item.paidAt) return 'pago';
  if (item.cancelledAt) return 'cancelado';
  return item.dueAt < todayStart ? 'vencido' : 'aberto';
}

/** A member of the issuer with their items and payments there; anyone else does not exist. */
export async function findMember(
  db: Db,
  issuerId: number,
  memberId: number,
  now = new Date(),
): Promise<MemberDetail | undefined> {
  const todayStart = todayStartOf(now);
  const [row] = await db
    .select({
      ...rowColumns(todayStart),
      membershipId: memberships.id,
      categorySince: memberships.categorySince,
      crm: members.crm,
      crmUf: members.crmUf,
    })
    .from(memberships)
    .innerJoin(members, eq(members.id, memberships.memberId))
    .innerJoin(categories, eq(categories.id, memberships.categoryId))
    .where(and(filtersOf(issuerId, {}, todayStart), eq(memberships.memberId, memberId)));
  if (!row) return undefined;

  const ofThisIssuer = and(eq(cashFlowItems.memberId, memberId), eq(cashFlowItems.issuerId, issuerId));
  const [categoryPeriods, items, payments] = await Promise.all([
    categoryHistory(db, row.membershipId, row.categorySince),
    db
      .select({
        id: cashFlowItems.id,
        description: cashFlowItems.description,
        dueAt: cashFlowItems.dueAt,
        amountCentavos: cashFlowItems.amountCentavos,
        paidAt: cashFlowItems.paidAt,
        cancelledAt: cashFlowItems.cancelledAt,
      })
      .from(cashFlowItems)
      // An abandoned public purchase is nobody's item.
      .where(and(ofThisIssuer, or(isNull(cashFlowItems.publicRef), isNotNull(cashFlowItems.paidAt))))
      .orderBy(desc(cashFlowItems.dueAt), desc(cashFlowItems.id))
      .limit(MAX_ITEMS),
    db
      .select({
        id: transactions.id,
        itemId: transactions.itemId,
        description: cashFlowItems.description,
        at: transactions.createdAt,
        method: transactions.method,
        status: transactions.status,
        amountCentavos: transactions.amountCentavos,
        refundedAt: transactions.refundedAt,
      })
      .from(transactions)
      .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
      .where(ofThisIssuer)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(MAX_PAYMENTS),
  ]);
  const { membershipId: _membershipId, categorySince: _categorySince, ...shown } = row;
  return {
    ...toRow(shown),
    crm: row.crm,
    crmUf: row.crmUf,
    categories: categoryPeriods,
    items: items.map((i) => ({
      id: i.id,
      description: i.description,
      dueDate: toWireDate(i.dueAt),
      amountCentavos: i.amountCentavos,
      status: itemStatus(i, todayStart),
    })),
    payments: payments.map(({ refundedAt, at, method, ...p }) => ({
      ...p,
      at: at.toISOString(),
      method: recordedMethodOf(method),
      refunded: refundedAt !== null,
    })),
  };
}
