import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import { toWireDate } from '../../domain/dates';
import { addDays, startOfDay } from '../../domain/sao-paulo-days';
import { cashFlowItems, associations, recurringAuthorizations, recurringCharges } from '../db/schema';
import { dueOn, priceColumns } from '../dues/item-price';
import { newTxid } from '../gateways/payment/pix-api-charges';
import type { PaymentDeps } from '../payments/payment-deps';

/** The standard lets a cobr be created from 10 to 2 days before its due date. */
const FIRST_SEND_DAYS = 10;

export const LAST_SEND_DAYS = 2;

/**
 * Every due item of an active authorization whose due date is 2 to 10 days away gets one row in
 * recurring_charges: the unique (authorization, item) key makes a rerun, or a second instance,
 * claim nothing twice. Each item is charged what it costs on its due date.
 */
export async function claimDueItems(deps: PaymentDeps, today: string): Promise<number> {
  const { db } = deps;
  const due = await db
    .select({
      authorizationId: recurringAuthorizations.id,
      itemId: cashFlowItems.id,
      kind: cashFlowItems.kind,
      dueAt: cashFlowItems.dueAt,
      ...priceColumns,
    })
    .from(recurringAuthorizations)
    .innerJoin(
      cashFlowItems,
      and(
        eq(cashFlowItems.memberId, recurringAuthorizations.memberId),
        eq(cashFlowItems.associationId, recurringAuthorizations.associationId),
        eq(cashFlowItems.kind, recurringAuthorizations.itemKind),
      ),
    )
    .innerJoin(associations, eq(associations.id, cashFlowItems.associationId))
    .where(
      and(
        eq(recurringAuthorizations.status, 'active'),
        isNull(cashFlowItems.paidAt),
        isNull(cashFlowItems.cancelledAt),
        gte(cashFlowItems.dueAt, startOfDay(addDays(today, LAST_SEND_DAYS))),
        lt(cashFlowItems.dueAt, startOfDay(addDays(today, FIRST_SEND_DAYS + 1))),
      ),
    );
  if (due.length === 0) return 0;
  const claimed = await db
    .insert(recurringCharges)
    .values(
      due.map((item) => {
        const dueDate = toWireDate(item.dueAt);
        return {
          authorizationId: item.authorizationId,
          itemId: item.itemId,
          txid: newTxid('cobr'),
          amountCentavos: dueOn(item, dueDate).totalCentavos,
          dueDate,
        };
      }),
    )
    .onConflictDoNothing({ target: [recurringCharges.authorizationId, recurringCharges.itemId] })
    .returning({ id: recurringCharges.id });
  return claimed.length;
}
