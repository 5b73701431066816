import { eq, inArray } from 'drizzle-orm';
import type { MemberTicket } from '../../domain/contract/tickets';
import type { Db } from '../db/client';
import { cashFlowItems, associations, members, products } from '../db/schema';
import { congressEvents, eventTickets } from '../db/schema-congress';
import { holderName } from './ticket-holders';
import type { SecretBox } from '../secrets/secret-box';
import { issueTickets } from './issue-tickets';
import { ticketKeys, type TicketKeys } from './ticket-keys';
import { ticketPayload } from './ticket-signature';

/** A ticket with what its PDF, its e-mail and the buyer's screen show. */
export interface ItemTicket {
  id: number;
  itemId: number;
  eventId: number;
  eventName: string;
  startsAt: Date;
  endsAt: Date;
  place: string;
  code: string;
  status: string;
  associationName: string;
  holderName: string;
  /** The e-mail typed for the purchase (or the Cortesia), and the account's. */
  receiptEmail: string | null;
  email: string | null;
}

/** What a ticket shows of itself and its event (select from event_tickets, events and products). */
export const shownColumns = {
  id: eventTickets.id,
  eventId: eventTickets.eventId,
  eventName: products.description,
  startsAt: congressEvents.startsAt,
  endsAt: congressEvents.endsAt,
  place: congressEvents.place,
  code: eventTickets.code,
  status: eventTickets.status,
};

/** The tickets of these registrations (items), each with its event and holder. */
export async function ticketsOfItems(db: Db, itemIds: readonly number[]): Promise<ItemTicket[]> {
  if (itemIds.length === 0) return [];
  return db
    .select({
      ...shownColumns,
      itemId: eventTickets.itemId,
      associationName: associations.name,
      holderName,
      receiptEmail: cashFlowItems.receiptEmail,
      email: members.email,
    })
    .from(eventTickets)
    .innerJoin(congressEvents, eq(congressEvents.id, eventTickets.eventId))
    .innerJoin(products, eq(products.id, congressEvents.productId))
    .innerJoin(associations, eq(associations.id, congressEvents.associationId))
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, eventTickets.itemId))
    .innerJoin(members, eq(members.id, eventTickets.memberId))
    .where(inArray(eventTickets.itemId, [...itemIds]));
}

/** The ticket as its holder sees it: the signed QR text, the dates on the wire. */
export const shownTicket = (
  keys: TicketKeys,
  t: Pick<ItemTicket, 'id' | 'eventId' | 'eventName' | 'startsAt' | 'endsAt' | 'place' | 'code' | 'status'>,
): MemberTicket => ({
  id: t.id,
  eventName: t.eventName,
  startsAt: t.startsAt.toISOString(),
  endsAt: t.endsAt.toISOString(),
  place: t.place,
  code: t.code,
  status: t.status === 'cancelled' ? 'cancelled' : 'valid',
  qrPayload: ticketPayload(keys, { ticketId: t.id, eventId: t.eventId, code: t.code }),
});

/**
 * The ticket of one paid registration, issued now when the payment's own issuing has not run yet
 * (the buyer's screen may ask first); undefined for an item that is not an event's.
 */
export async function ticketOfPaidItem(
  db: Db,
  box: SecretBox,
  itemId: number,
): Promise<MemberTicket | undefined> {
  await issueTickets(db, [itemId]);
  const [ticket] = await ticketsOfItems(db, [itemId]);
  return ticket && shownTicket(await ticketKeys(db, box), ticket);
}
