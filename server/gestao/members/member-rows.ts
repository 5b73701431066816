import { and, asc, eq, ilike, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { MemberFilters, MemberRow, MemberSituation } from '../../../domain/contract/gestao-members';
import { formatCpf } from '../../../domain/cpf';
import { startOfDay, todayInSaoPaulo } from '../../../domain/sao-paulo-days';
import type { Db } from '../../db/client';
import { categories, memberships, members } from '../../db/schema';

/** Members are the association's active memberships and the requests awaiting approval. */
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

export const filtersOf = (associationId: number, f: MemberFilters, todayStart: Date) =>
  and(
    eq(memberships.associationId, associationId),
    inArray(memberships.status, LISTED_STATUSES),
    f.categoryId === undefined ? undefined : eq(memberships.categoryId, f.categoryId),
    situationCondition(f.situation, todayStart),
    f.q ? searchCondition(f.q) : undefined,
  );

export const todayStartOf = (now: Date) => startOfDay(todayInSaoPaulo(now));

export const rowColumns = (todayStart: Date) => ({
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

export const selectRows = (db: Db, todayStart: Date) =>
  db
    .select(rowColumns(todayStart))
    .from(memberships)
    .innerJoin(members, eq(members.id, memberships.memberId))
    .innerJoin(categories, eq(categories.id, memberships.categoryId))
    .$dynamic();

export const toRow = (r: MemberRow): MemberRow => ({ ...r, cpf: formatCpf(r.cpf) });

/** The list's order: by name, then by id (two members may share a name). */
export const byName = [asc(memberships.memberName), asc(memberships.memberId)];
