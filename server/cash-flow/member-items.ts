import { and, desc, eq, isNotNull, isNull, lt, ne, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared-query';
import { cashFlowItems, issuers, memberships, projects } from '../db/schema';
import type { FluxoRow } from './fluxo-wire';

const fluxoColumns = {
  id: cashFlowItems.id,
  issuerId: cashFlowItems.issuerId,
  issuerName: issuers.name,
  kind: cashFlowItems.kind,
  description: cashFlowItems.description,
  projectDescription: projects.description,
  dueAt: cashFlowItems.dueAt,
  paidAt: cashFlowItems.paidAt,
  amountCentavos: cashFlowItems.amountCentavos,
};

/**
 * Anyone who knows a CPF can start a public purchase in that person's name: such an item (it has
 * a public reference) is the member's only once it is paid. An item staff cancelled (or the member
 * withdrew) is gone for the member.
 */
export const payableByMember = () =>
  and(
    isNull(cashFlowItems.cancelledAt),
    or(isNull(cashFlowItems.publicRef), isNotNull(cashFlowItems.paidAt)),
  );

/**
 * Looking is not buying: a product the member started to buy in the store counts toward nothing
 * (no list, no total) until it is paid; its payment screen still opens it.
 */
export const listedForMember = () =>
  and(payableByMember(), or(isNotNull(cashFlowItems.paidAt), ne(cashFlowItems.kind, 'product')));

const selectFluxos = (db: Db) =>
  db
    .select(fluxoColumns)
    .from(cashFlowItems)
    .innerJoin(issuers, eq(issuers.id, cashFlowItems.issuerId))
    .leftJoin(projects, eq(projects.id, cashFlowItems.projectId));

// Built once per database: the busiest calls (Home) spent more time building SQL than running it.
const pendingTotalStatement = preparedQuery('pending_total_centavos', (db) =>
  db
    // bigint: a number on PGlite, a string node-postgres leaves to mapWith.
    .select({ total: sum(cashFlowItems.amountCentavos).mapWith(Number).as('total') })
    .from(cashFlowItems)
    .where(
      and(
        eq(cashFlowItems.memberId, sql.placeholder('memberId')),
        isNull(cashFlowItems.paidAt),
        isNull(cashFlowItems.publicRef),
        isNull(cashFlowItems.cancelledAt),
        ne(cashFlowItems.kind, 'product'),
        lt(cashFlowItems.dueAt, sql.placeholder('until')),
      ),
    ),
);

/** The item when it is the member's; anyone else's item does not exist for them. */
export async function findMemberItem(
  db: Db,
  memberId: number,
  itemId: number,
): Promise<FluxoRow | undefined> {
  const [row] = await selectFluxos(db).where(
    and(eq(cashFlowItems.id, itemId), eq(cashFlowItems.memberId, memberId), payableByMember()),
  );
  return row;
}

export async function newestAnnuity(
  db: Db,
  memberId: number,
  issuerId: number,
): Promise<FluxoRow | undefined> {
  const [row] = await selectFluxos(db)
    .where(
      and(
        eq(cashFlowItems.memberId, memberId),
        eq(cashFlowItems.issuerId, issuerId),
        eq(cashFlowItems.kind, 'annuity'),
      ),
    )
    .orderBy(desc(cashFlowItems.dueAt), desc(cashFlowItems.id))
    .limit(1);
  return row;
}

export async function isMemberOf(db: Db, memberId: number, issuerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.memberId, memberId), eq(memberships.issuerId, issuerId)));
  return row !== undefined;
}

/** Unpaid items due before `until`, overdue ones included, in centavos. */
export async function pendingTotalCentavos(db: Db, memberId: number, until: Date): Promise<number> {
  const [row] = await pendingTotalStatement(db, { memberId, until: until.toISOString() });
  return row?.total ?? 0;
}
