import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { formatCpf } from '../../../domain/cpf';
import type { PendingRegistration } from '../../../domain/contract/gestao-event-desk';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { cashFlowItems, categories, members, memberships, transactions } from '../../db/schema';
import { congressEvents } from '../../db/schema-congress';
import { ERRORS } from '../../error-messages';
import { findAssociationEvent } from './find-association-event';
import { holderName } from '../../congress/ticket-holders';
import { registrationCategory, searchFilter } from './registration-rows';

/**
 * The event's registrations whose boleto is still waiting for the payer (no ticket yet), next
 * due first: who may still come. Each is one the registrations' cancel withdraws (its boleto
 * cancelled at the gateway), so only boletos of the item alone are listed, as that cancel handles.
 */
export async function listPendingRegistrations(
  db: Db,
  associationId: number,
  eventId: number,
  q?: string,
): Promise<Outcome<PendingRegistration[]>> {
  if (!(await findAssociationEvent(db, associationId, eventId))) return failed(ERRORS.notFound, 404);
  const rows = await db
    .selectDistinctOn([cashFlowItems.id], {
      itemId: cashFlowItems.id,
      name: holderName,
      cpf: members.cpf,
      category: registrationCategory,
      amountCentavos: cashFlowItems.amountCentavos,
      dueDate: transactions.boletoDueDate,
      issuedAt: transactions.createdAt,
    })
    .from(cashFlowItems)
    .innerJoin(congressEvents, eq(congressEvents.productId, cashFlowItems.productId))
    .innerJoin(members, eq(members.id, cashFlowItems.memberId))
    .innerJoin(
      transactions,
      and(
        eq(transactions.itemId, cashFlowItems.id),
        eq(transactions.method, 'B'),
        eq(transactions.status, 'pending'),
      ),
    )
    .leftJoin(
      memberships,
      and(eq(memberships.memberId, members.id), eq(memberships.associationId, congressEvents.associationId)),
    )
    .leftJoin(categories, eq(categories.id, memberships.categoryId))
    .where(
      and(
        eq(congressEvents.id, eventId),
        eq(congressEvents.associationId, associationId),
        isNull(cashFlowItems.paidAt),
        isNull(cashFlowItems.cancelledAt),
        searchFilter(q),
      ),
    )
    // The latest boleto of each item (a boleto issued again replaces the one before).
    .orderBy(asc(cashFlowItems.id), sql`${transactions.createdAt} desc`)
    .limit(5_000);
  const pending = rows
    .filter((row) => row.dueDate !== null)
    .map((row) => ({
      itemId: row.itemId,
      name: row.name,
      cpf: formatCpf(row.cpf),
      category: row.category,
      amountCentavos: row.amountCentavos,
      dueDate: row.dueDate!,
      issuedAt: row.issuedAt.toISOString(),
    }))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.itemId - b.itemId);
  return succeeded(pending);
}
