import { and, eq, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { CHARGE_MSG, type GestaoItem } from '../../../domain/contract/gestao-charges';
import { APP_TIMEZONE, toWireDate } from '../../../domain/dates';
import { failed } from '../../../domain/outcome';
import { ERRORS } from '../../error-messages';
import type { Db } from '../../db/client';
import { cashFlowItems, categories, associations, members, memberships } from '../../db/schema';
import { priceColumns, priceOn } from '../../dues/item-price';
import { todayInSaoPaulo } from '../../../domain/sao-paulo-days';

/** Raw SQL answers: both drivers put the rows under `rows`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The day a São Paulo calendar date is due: noon there, as the seed and the dues engine write it. */
export const dueInstant = (day: SQL) => sql`((${day})::date + time '12:00') at time zone ${APP_TIMEZONE}`;

const itemColumns = {
  id: cashFlowItems.id,
  memberId: cashFlowItems.memberId,
  memberName: members.name,
  cpf: members.cpf,
  categoryDescription: categories.description,
  kind: cashFlowItems.kind,
  description: cashFlowItems.description,
  dueAt: cashFlowItems.dueAt,
  ...priceColumns,
  paidAt: cashFlowItems.paidAt,
  cancelledAt: cashFlowItems.cancelledAt,
  cancelReason: cashFlowItems.cancelReason,
};

export const selectItems = (db: Db) =>
  db
    .select(itemColumns)
    .from(cashFlowItems)
    .innerJoin(members, eq(members.id, cashFlowItems.memberId))
    .innerJoin(associations, eq(associations.id, cashFlowItems.associationId))
    .leftJoin(
      memberships,
      and(
        eq(memberships.memberId, cashFlowItems.memberId),
        eq(memberships.associationId, cashFlowItems.associationId),
      ),
    )
    .leftJoin(categories, eq(categories.id, memberships.categoryId));

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['where']>>[number];

/**
 * The row as staff see it: its original amount and what it is worth today — what the member would
 * pay today (fine and interest: the dues engine's price) while open, what paid it once paid.
 */
export const toItem = (r: ItemRow, today = todayInSaoPaulo()): GestaoItem => ({
  id: r.id,
  memberId: r.memberId,
  memberName: r.memberName,
  cpf: r.cpf,
  categoryDescription: r.categoryDescription,
  kind: r.kind,
  description: r.description,
  dueDate: toWireDate(r.dueAt),
  amountCentavos: r.amountCentavos,
  currentCentavos: r.cancelledAt ? r.amountCentavos : priceOn(r, today).centavos,
  status: r.cancelledAt ? 'cancelled' : r.paidAt ? 'paid' : 'open',
  paidAt: r.paidAt?.toISOString() ?? null,
  cancelledAt: r.cancelledAt?.toISOString() ?? null,
  cancelReason: r.cancelReason,
});

// Public purchases started by someone knowing a CPF are not the association's receivables until paid.
export const associationItem = (associationId: number) =>
  and(
    eq(cashFlowItems.associationId, associationId),
    or(isNull(cashFlowItems.publicRef), isNotNull(cashFlowItems.paidAt)),
  );

export async function findItem(db: Db, associationId: number, itemId: number) {
  const [row] = await selectItems(db).where(
    and(eq(cashFlowItems.id, itemId), associationItem(associationId)),
  );
  return row;
}

/** Why an item cannot be withdrawn or settled by staff now, if it cannot. */
export async function whyNotOpen(db: Db, associationId: number, itemId: number, now: Date) {
  const [row] = await db
    .select({
      paidAt: cashFlowItems.paidAt,
      cancelledAt: cashFlowItems.cancelledAt,
      lockedUntil: cashFlowItems.paymentLockedUntil,
    })
    .from(cashFlowItems)
    .where(and(eq(cashFlowItems.id, itemId), associationItem(associationId)));
  if (!row) return failed(ERRORS.notFound, 404);
  if (row.cancelledAt) return failed(CHARGE_MSG.alreadyCancelled, 409);
  if (row.paidAt) return failed(CHARGE_MSG.alreadyPaid, 409);
  if (row.lockedUntil && row.lockedUntil > now) return failed(CHARGE_MSG.paymentRunning, 409);
  return undefined;
}

/** One UPDATE decides: the item is the association's, unpaid, not cancelled and no payment holds its lease. */
export const openAndFree = (associationId: number, itemId: number, now: Date) =>
  and(
    eq(cashFlowItems.id, itemId),
    associationItem(associationId),
    isNull(cashFlowItems.paidAt),
    isNull(cashFlowItems.cancelledAt),
    or(isNull(cashFlowItems.paymentLockedUntil), lt(cashFlowItems.paymentLockedUntil, now)),
  );
