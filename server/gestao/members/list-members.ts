import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MemberListQuery, MemberRow } from '../../../domain/contract/gestao-members';
import { MEMBERS_COUNT_CAP, MEMBERS_PAGE_SIZE } from '../../../domain/contract/gestao-members';
import type { Db } from '../../db/client';
import { memberships, members } from '../../db/schema';
import { byName, filtersOf, lateBeforeOf, selectRows, toRow } from './member-rows';

/**
 * The list's order, (name, id), read from the membership's copy of the name (migration 0011): a
 * page with any filter walks memberships_issuer_name_idx alone.
 */
export const nameAndId = sql`(${memberships.memberName}, ${memberships.memberId})`;

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
async function pageRows(db: Db, where: SQL | undefined, lateBefore: Date, q: MemberListQuery) {
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
  const page = await selectRows(db, lateBefore)
    .where(scope)
    .orderBy(...order)
    .limit(size)
    .offset(q.q ? offset : 0);
  if (backwards) return { rows: page.reverse(), hasNext: true };
  return { rows: page.slice(0, MEMBERS_PAGE_SIZE), hasNext: page.length > MEMBERS_PAGE_SIZE };
}

/**
 * How many members match, counted up to MEMBERS_COUNT_CAP and no further: past it the cost would
 * grow with the association's size on every page, and the screen says "mais de" instead.
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
 * A page of the association's members (20, ordered by name then id), whether another follows, and how
 * many match in all (up to MEMBERS_COUNT_CAP).
 */
export async function listMembers(
  db: Db,
  associationId: number,
  filters: MemberListQuery,
  now = new Date(),
): Promise<{ items: MemberRow[]; hasNext: boolean; total: number; totalCapped: boolean }> {
  const lateBefore = lateBeforeOf(now);
  const where = filtersOf(associationId, filters, lateBefore);
  const [page, counted] = await Promise.all([
    pageRows(db, where, lateBefore, filters),
    countUpToCap(db, where, Boolean(filters.q)),
  ]);
  return { items: page.rows.map(toRow), hasNext: page.hasNext, ...counted };
}
