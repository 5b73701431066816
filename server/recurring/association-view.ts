import { and, desc, eq } from 'drizzle-orm';
import type {
  GestaoRecurring,
  RecurringItemKind,
  RecurringStatus,
} from '../../domain/contract/debito-automatico';
import type { Db } from '../db/client';
import { cashFlowItems, members, recurringAuthorizations, recurringCharges } from '../db/schema';

const LIST_LIMIT = 500;

/** The back office's view of one association's Pix Automático: its authorizations and failed charges. */
export async function associationRecurring(db: Db, associationId: number): Promise<GestaoRecurring> {
  const authorizations = await db
    .select({
      id: recurringAuthorizations.id,
      memberName: members.name,
      itemKind: recurringAuthorizations.itemKind,
      limitCentavos: recurringAuthorizations.limitCentavos,
      status: recurringAuthorizations.status,
      createdAt: recurringAuthorizations.createdAt,
    })
    .from(recurringAuthorizations)
    .innerJoin(members, eq(members.id, recurringAuthorizations.memberId))
    .where(eq(recurringAuthorizations.associationId, associationId))
    .orderBy(desc(recurringAuthorizations.createdAt), desc(recurringAuthorizations.id))
    .limit(LIST_LIMIT);
  const failed = await db
    .select({
      id: recurringCharges.id,
      memberName: members.name,
      description: cashFlowItems.description,
      amountCentavos: recurringCharges.amountCentavos,
      dueDate: recurringCharges.dueDate,
      attempts: recurringCharges.attempts,
      failureReason: recurringCharges.failureReason,
    })
    .from(recurringCharges)
    .innerJoin(recurringAuthorizations, eq(recurringAuthorizations.id, recurringCharges.authorizationId))
    .innerJoin(members, eq(members.id, recurringAuthorizations.memberId))
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, recurringCharges.itemId))
    .where(
      and(eq(recurringAuthorizations.associationId, associationId), eq(recurringCharges.status, 'failed')),
    )
    .orderBy(desc(recurringCharges.dueDate), desc(recurringCharges.id))
    .limit(LIST_LIMIT);
  return {
    authorizations: authorizations.map((row) => ({
      ...row,
      itemKind: row.itemKind as RecurringItemKind,
      status: row.status as RecurringStatus,
      createdAt: row.createdAt.toISOString(),
    })),
    failedCharges: failed.map((row) => ({ ...row, failureReason: row.failureReason ?? '' })),
  };
}
