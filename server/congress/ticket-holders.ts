import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { cashFlowItems, categories, members, memberships } from '../db/schema';
import { congressEvents, eventTickets } from '../db/schema-congress';

/** The name the door shows: what the buyer typed, else the member's. */
export const holderName = sql<string>`coalesce(${cashFlowItems.payerName}, ${members.name})`;

/**
 * A select from event_tickets joined to what the door and the event's page show: the event, the
 * registration's item, the person and their category at the event's association.
 */
export const withHolders = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(congressEvents, eq(congressEvents.id, eventTickets.eventId))
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, eventTickets.itemId))
    .innerJoin(members, eq(members.id, eventTickets.memberId))
    .leftJoin(
      memberships,
      and(
        eq(memberships.memberId, eventTickets.memberId),
        eq(memberships.associationId, congressEvents.associationId),
      ),
    )
    .leftJoin(categories, eq(categories.id, memberships.categoryId));

/**
 * Tickets with the name the door shows (the buyer's typed name, else the member's) and the
 * member's category at the event's association, by ticket id or by short code.
 */
export async function ticketHolders(db: Db, by: { ids?: readonly number[]; codes?: readonly string[] }) {
  const filter = by.ids
    ? inArray(eventTickets.id, [...by.ids])
    : inArray(eventTickets.code, [...(by.codes ?? [])]);
  if ((by.ids ?? by.codes ?? []).length === 0) return [];
  return withHolders(
    db
      .select({
        id: eventTickets.id,
        eventId: eventTickets.eventId,
        code: eventTickets.code,
        status: eventTickets.status,
        name: holderName,
        category: categories.description,
      })
      .from(eventTickets)
      .$dynamic(),
  ).where(filter);
}

export type TicketHolder = Awaited<ReturnType<typeof ticketHolders>>[number];
