import { and, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type {
  DebitoAutomatico,
  RecurringAuthorization,
  RecurringItemKind,
  RecurringStatus,
  StartedAuthorization,
} from '../../domain/contract/debito-automatico';
import { toWireDate } from '../../domain/dates';
import { DEBITO_MSG } from '../../domain/debito-automatico-messages';
import { todayInSaoPaulo } from '../../domain/sao-paulo-days';
import type { Db } from '../db/client';
import { cashFlowItems, associations, recurringAuthorizations, transactions } from '../db/schema';
import { dueOn, priceColumns } from '../dues/item-price';
import { ERRORS } from '../error-messages';
import { gatewayOfAssociation } from '../payments/association-gateway-of';
import { cancelRecurrenceAtPsp } from './cancel-at-psp';
import { cancelChargesOfAuthorization } from './close-charges';
import { payItem } from '../payments/pay-item';
import { RECURRING_KINDS } from './eligibility';
import type { PaymentDeps } from '../payments/payment-deps';
import { failed, succeeded, type Outcome } from '../../domain/outcome';

const ELIGIBLE_LIMIT = 20;

const authorizationColumns = {
  id: recurringAuthorizations.id,
  associationId: recurringAuthorizations.associationId,
  associationName: associations.name,
  itemKind: recurringAuthorizations.itemKind,
  limitCentavos: recurringAuthorizations.limitCentavos,
  status: recurringAuthorizations.status,
  createdAt: recurringAuthorizations.createdAt,
};
type AuthorizationRow = {
  [K in keyof typeof authorizationColumns]: (typeof authorizationColumns)[K]['_']['data'];
};

export const toAuthorization = (row: AuthorizationRow): RecurringAuthorization => ({
  ...row,
  itemKind: row.itemKind as RecurringItemKind,
  status: row.status as RecurringStatus,
  createdAt: row.createdAt.toISOString(),
});

export async function authorizationOf(db: Db, memberId: number, id: number) {
  const [row] = await db
    .select({ ...authorizationColumns, gatewayId: recurringAuthorizations.gatewayId })
    .from(recurringAuthorizations)
    .innerJoin(associations, eq(associations.id, recurringAuthorizations.associationId))
    .where(and(eq(recurringAuthorizations.id, id), eq(recurringAuthorizations.memberId, memberId)));
  return row;
}

/** The member's authorizations, newest first, and the open items a new one can start from. */
export async function memberDebitoAutomatico(
  db: Db,
  memberId: number,
  now = new Date(),
): Promise<DebitoAutomatico> {
  const rows = await db
    .select(authorizationColumns)
    .from(recurringAuthorizations)
    .innerJoin(associations, eq(associations.id, recurringAuthorizations.associationId))
    .where(eq(recurringAuthorizations.memberId, memberId))
    .orderBy(desc(recurringAuthorizations.createdAt), desc(recurringAuthorizations.id));
  const live = db
    .select({ one: sql`1` })
    .from(recurringAuthorizations)
    .where(
      and(
        eq(recurringAuthorizations.memberId, memberId),
        eq(recurringAuthorizations.associationId, cashFlowItems.associationId),
        eq(recurringAuthorizations.itemKind, cashFlowItems.kind),
        inArray(recurringAuthorizations.status, ['pending', 'active']),
      ),
    );
  const items = await db
    .select({
      itemId: cashFlowItems.id,
      description: cashFlowItems.description,
      associationName: associations.name,
      kind: cashFlowItems.kind,
      dueAt: cashFlowItems.dueAt,
      ...priceColumns,
    })
    .from(cashFlowItems)
    .innerJoin(associations, eq(associations.id, cashFlowItems.associationId))
    .where(
      and(
        eq(cashFlowItems.memberId, memberId),
        inArray(cashFlowItems.kind, [...RECURRING_KINDS]),
        isNull(cashFlowItems.paidAt),
        isNull(cashFlowItems.cancelledAt),
        notExists(live),
      ),
    )
    .orderBy(cashFlowItems.dueAt, cashFlowItems.id)
    .limit(ELIGIBLE_LIMIT);
  const today = todayInSaoPaulo(now);
  return {
    authorizations: rows.map(toAuthorization),
    eligibleItems: items.map((item) => ({
      itemId: item.itemId,
      description: item.description,
      associationName: item.associationName,
      itemKind: item.kind as RecurringItemKind,
      amountCentavos: dueOn(item, today).totalCentavos,
      dueDate: toWireDate(item.dueAt),
    })),
  };
}

/**
 * Jornada 3 from Perfil › Débito automático: the item paid by Pix Automático as in the checkout
 * (server/payments/methods/pix-automatico-charge.ts); one QR pays it and authorizes the recurrence.
 */
export async function startAuthorization(
  deps: PaymentDeps,
  memberId: number,
  itemId: number,
  now = new Date(),
): Promise<Outcome<StartedAuthorization>> {
  const { db } = deps;
  const paid = await payItem(deps, {
    memberId,
    itemIds: [itemId],
    method: 'pixAutomatico',
    installments: 1,
    now,
  });
  if (!paid.ok) return paid;
  const attempt = paid.value.transaction;
  if (!paid.value.accepted || !attempt?.gatewayTransactionId) {
    return failed(paid.value.message, 409);
  }
  const [started] = await db
    .select({ id: recurringAuthorizations.id, expiresAt: transactions.pixExpiresAt })
    .from(transactions)
    .innerJoin(recurringAuthorizations, eq(recurringAuthorizations.firstTransactionId, transactions.id))
    .where(eq(transactions.gatewayId, attempt.gatewayTransactionId));
  const authorization = await authorizationOf(db, memberId, started!.id);
  return succeeded({
    authorization: toAuthorization(authorization!),
    pix: { brCode: attempt.pixQrCode ?? '', expiresAt: (started!.expiresAt ?? now).toISOString() },
  });
}

/** The member cancels: at the PSP first (no later debit), then here. Another member's: 404. */
export async function cancelAuthorization(
  deps: PaymentDeps,
  memberId: number,
  id: number,
  now = new Date(),
): Promise<Outcome<RecurringAuthorization>> {
  const { db } = deps;
  const row = await authorizationOf(db, memberId, id);
  if (!row) return failed(ERRORS.notFound, 404);
  if (row.status !== 'pending' && row.status !== 'active') {
    return failed(DEBITO_MSG.notCancellable, 409);
  }
  if (row.gatewayId) {
    const gateway = await gatewayOfAssociation(deps, row.associationId);
    const cancelled = await cancelRecurrenceAtPsp(gateway, row.gatewayId);
    if (!cancelled.ok) return failed(cancelled.message, 409);
  }
  await db
    .update(recurringAuthorizations)
    .set({ status: 'cancelled', endedReason: 'member', updatedAt: now })
    .where(
      and(eq(recurringAuthorizations.id, id), inArray(recurringAuthorizations.status, ['pending', 'active'])),
    );
  // A charge already sent for a coming item is withdrawn at the PSP too (or by the job's next run).
  await cancelChargesOfAuthorization(deps, id, now);
  return succeeded(toAuthorization({ ...row, status: 'cancelled' }));
}
