import { and, asc, eq, ilike, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { MemberFilters, MemberRow, MemberSituation } from '../../../domain/contract/gestao-members';
import { formatCpf } from '../../../domain/cpf';
import { firstDueDayNotLateOn } from '../../../domain/dues-pricing';
import { startOfDay, todayInSaoPaulo } from '../../../domain/sao-paulo-days';
import type { Db } from '../../db/client';
import { categories, memberships, members } from '../../db/schema';

/** Members are the association's active memberships and the requests awaiting approval. */
export const LISTED_STATUSES = ['A', 'P'];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * Active with an open item past due, read from the membership's earliest open due date (kept by
 * triggers, migration 0011): the day an item falls due changes `lateBefore`, not the data.
 * `lateBefore` is lateBeforeOf's: items due before it are late, as the dues engine says.
 */
const isOverdue = (lateBefore: Date) =>
  sql`${memberships.earliestOpenDueAt} < ${lateBefore.toISOString()}::timestamptz`;

const situationOf = (lateBefore: Date) =>
  sql<MemberSituation>`case when ${memberships.status} = 'P' then 'pendente'
    when ${isOverdue(lateBefore)} then 'inadimplente' else 'adimplente' end`;

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

function situationCondition(situation: MemberSituation | undefined, lateBefore: Date): SQL | undefined {
  switch (situation) {
    case 'pendente':
      return eq(memberships.status, 'P');
    case 'inadimplente':
      return and(eq(memberships.status, 'A'), isOverdue(lateBefore));
    case 'adimplente':
      return and(
        eq(memberships.status, 'A'),
        or(isNull(memberships.earliestOpenDueAt), sql`not ${isOverdue(lateBefore)}`),
      );
    default:
      return undefined;
  }
}

export const filtersOf = (associationId: number, f: MemberFilters, lateBefore: Date) =>
  and(
    eq(memberships.associationId, associationId),
    inArray(memberships.status, LISTED_STATUSES),
    f.categoryId === undefined ? undefined : eq(memberships.categoryId, f.categoryId),
    situationCondition(f.situation, lateBefore),
    f.q ? searchCondition(f.q) : undefined,
  );

/** Items due before this instant are late now (domain/dues-pricing.ts: from the business day after). */
export const lateBeforeOf = (now: Date) => startOfDay(firstDueDayNotLateOn(todayInSaoPaulo(now)));

export const rowColumns = (lateBefore: Date) => ({
  id: members.id,
  name: members.name,
  cpf: members.cpf,
  email: members.email,
  mobile: members.mobile,
  categoryId: memberships.categoryId,
  categoryName: categories.description,
  situation: situationOf(lateBefore),
  since: memberships.memberSince,
});

export const selectRows = (db: Db, lateBefore: Date) =>
  db
    .select(rowColumns(lateBefore))
    .from(memberships)
    .innerJoin(members, eq(members.id, memberships.memberId))
    .innerJoin(categories, eq(categories.id, memberships.categoryId))
    .$dynamic();

/** The members the filters match, as ids: who the export holds, for the access log. */
export const matchingMemberIds = (db: Db, associationId: number, f: MemberFilters, lateBefore: Date) =>
  db
    .select({ memberId: memberships.memberId })
    .from(memberships)
    .innerJoin(members, eq(members.id, memberships.memberId))
    .where(filtersOf(associationId, f, lateBefore));

export const toRow = (r: MemberRow): MemberRow => ({ ...r, cpf: formatCpf(r.cpf) });

/** The list's order: by name, then by id (two members may share a name). */
export const byName = [asc(memberships.memberName), asc(memberships.memberId)];
