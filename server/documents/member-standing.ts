import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { MemberSituation } from '../../domain/contract/documents';
import { formatDisplayDate } from '../../domain/dates';
import { formatBRL, fromCentavos } from '../../domain/money';
import { firstDueDayNotLateOn } from '../../domain/dues-pricing';
import { startOfDay, todayInSaoPaulo } from '../../domain/sao-paulo-days';
import type { Db } from '../db/client';
import { cashFlowItems, categories, associations, members, memberships } from '../db/schema';
import { dueOn } from '../dues/item-price';

/** The member's active association with an association, as documents print it. */
export interface Standing {
  memberId: number;
  memberName: string;
  memberCpf: string;
  photoMime: string | null;
  photo: Uint8Array | null;
  associationId: number;
  associationName: string;
  associationCnpj: string | null;
  category: string;
  /** YYYY-MM-DD */
  memberSince: string;
  active: boolean;
}

const standingQuery = (db: Db) =>
  db
    .select({
      memberId: members.id,
      memberName: members.name,
      memberCpf: members.cpf,
      photoMime: members.photoMime,
      photo: members.photo,
      associationId: associations.id,
      associationName: associations.name,
      associationCnpj: associations.cnpj,
      category: categories.description,
      memberSince: memberships.memberSince,
      status: memberships.status,
    })
    .from(memberships)
    .innerJoin(members, eq(members.id, memberships.memberId))
    .innerJoin(associations, eq(associations.id, memberships.associationId))
    .innerJoin(categories, eq(categories.id, memberships.categoryId));

type Row = Awaited<ReturnType<typeof standingQuery>>[number];

// The membership's own start (migration 0018): a category change, even a scheduled one, never moves it.
const toStanding = ({ status, ...r }: Row): Standing => ({ ...r, active: status === 'A' });

export async function memberStandings(db: Db, memberId: number): Promise<Standing[]> {
  const rows = await standingQuery(db)
    .where(and(eq(memberships.memberId, memberId), eq(memberships.status, 'A')))
    .orderBy(asc(memberships.id));
  return rows.map(toStanding);
}

/** The member's membership of the association, active or not (a carteirinha outlives it). */
export async function standingWith(
  db: Db,
  memberId: number,
  associationId: number,
): Promise<Standing | undefined> {
  const [row] = await standingQuery(db).where(
    and(eq(memberships.memberId, memberId), eq(memberships.associationId, associationId)),
  );
  return row && toStanding(row);
}

/**
 * Open items past due with the association: unpaid, not cancelled, late today as the dues engine
 * says (from the day after the business day on or after the due day, São Paulo), each
 * with what the member would pay today (fine and interest: the dues engine's price, as her app
 * shows it) and its original amount. An abandoned public purchase (a public reference, never
 * paid) is no debt of the member.
 */
export async function overdueItems(db: Db, memberId: number, associationId: number, now = new Date()) {
  const today = todayInSaoPaulo(now);
  const rows = await db
    .select({
      description: cashFlowItems.description,
      kind: cashFlowItems.kind,
      dueAt: cashFlowItems.dueAt,
      amountCentavos: cashFlowItems.amountCentavos,
      promoCentavos: cashFlowItems.promoCentavos,
      promoUntil: cashFlowItems.promoUntil,
      lateFineBps: associations.lateFineBps,
      monthlyInterestBps: associations.monthlyInterestBps,
    })
    .from(cashFlowItems)
    .innerJoin(associations, eq(associations.id, cashFlowItems.associationId))
    .where(
      and(
        eq(cashFlowItems.memberId, memberId),
        eq(cashFlowItems.associationId, associationId),
        isNull(cashFlowItems.paidAt),
        isNull(cashFlowItems.cancelledAt),
        isNull(cashFlowItems.publicRef),
        lt(cashFlowItems.dueAt, startOfDay(firstDueDayNotLateOn(today))),
      ),
    )
    .orderBy(asc(cashFlowItems.dueAt), asc(cashFlowItems.id));
  const brl = (centavos: number) => formatBRL(fromCentavos(centavos));
  return rows.map((r) => {
    const owed = dueOn(r, today).totalCentavos;
    const original = owed === r.amountCentavos ? '' : `; valor original ${brl(r.amountCentavos)}`;
    return `${r.description} (vencido em ${formatDisplayDate(r.dueAt)}, ${brl(owed)} hoje${original})`;
  });
}

export async function situationNow(
  db: Db,
  standing: Standing | undefined,
  now = new Date(),
): Promise<MemberSituation> {
  if (!standing?.active) return 'inativa';
  const overdue = await overdueItems(db, standing.memberId, standing.associationId, now);
  return overdue.length === 0 ? 'adimplente' : 'inadimplente';
}

/** The latest year whose annuity with the association is paid (by its due date, São Paulo), or null. */
export async function lastPaidAnnuityYear(
  db: Db,
  memberId: number,
  associationId: number,
): Promise<number | null> {
  const [row] = await db
    .select({
      year: sql<
        number | null
      >`max(extract(year from ${cashFlowItems.dueAt} at time zone 'America/Sao_Paulo'))`.mapWith(Number),
    })
    .from(cashFlowItems)
    .where(
      and(
        eq(cashFlowItems.memberId, memberId),
        eq(cashFlowItems.associationId, associationId),
        eq(cashFlowItems.kind, 'annuity'),
        isNull(cashFlowItems.cancelledAt),
        sql`${cashFlowItems.paidAt} is not null`,
      ),
    );
  return row?.year ?? null;
}
