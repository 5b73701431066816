import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { MemberTicket } from '../../domain/contract/tickets';
import type { Db } from '../db/client';
import { cashFlowItems, products } from '../db/schema';
import { congressEvents, eventTickets } from '../db/schema-congress';
import { withdrawalStatesOf } from '../purchases/withdrawal-state';
import type { SecretBox } from '../secrets/secret-box';
import { issueTickets } from './issue-tickets';
import { shownColumns, shownTicket } from './item-tickets';
import { ticketKeys } from './ticket-keys';

/**
 * The member's tickets, next event first, each with its purchase and the right to withdraw it (CDC
 * art. 49); a paid registration still without one gets it now.
 */
export async function listMemberTickets(db: Db, box: SecretBox, memberId: number): Promise<MemberTicket[]> {
  const paid = await db
    .select({ id: cashFlowItems.id })
    .from(cashFlowItems)
    .innerJoin(congressEvents, eq(congressEvents.productId, cashFlowItems.productId))
    .leftJoin(eventTickets, eq(eventTickets.itemId, cashFlowItems.id))
    .where(
      and(eq(cashFlowItems.memberId, memberId), isNotNull(cashFlowItems.paidAt), isNull(eventTickets.id)),
    );
  await issueTickets(
    db,
    paid.map((item) => item.id),
  );
  const rows = await db
    .select({ ...shownColumns, itemId: eventTickets.itemId })
    .from(eventTickets)
    .innerJoin(congressEvents, eq(congressEvents.id, eventTickets.eventId))
    .innerJoin(products, eq(products.id, congressEvents.productId))
    .where(eq(eventTickets.memberId, memberId))
    .orderBy(asc(congressEvents.startsAt), asc(eventTickets.id));
  if (rows.length === 0) return [];
  const keys = await ticketKeys(db, box);
  const withdrawals = await withdrawalStatesOf(
    db,
    memberId,
    rows.map((row) => row.itemId),
  );
  return rows.map((row) => ({
    ...shownTicket(keys, row),
    itemId: row.itemId,
    ...(withdrawals.has(row.itemId) ? { withdrawal: withdrawals.get(row.itemId)! } : {}),
  }));
}
