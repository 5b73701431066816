import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { TICKET_MSG } from '../../domain/congress-messages';
import { ticketWhen } from '../../domain/ticket-when';
import type { Db } from '../db/client';
import { eventTickets } from '../db/schema-congress';
import type { Outbox } from '../messaging/outbox';
import { receiptEmails } from '../payments/receipt';
import type { SecretBox } from '../secrets/secret-box';
import { ticketsOfItems } from './item-tickets';
import { ticketKeys } from './ticket-keys';
import { renderTicketPdf } from './ticket-pdf';
import { ticketPayload } from './ticket-signature';

/** What e-mailing a ticket needs: the outbox, and the box that opens the signing key. */
export interface TicketMail {
  db: Db;
  outbox: Outbox;
  box: SecretBox;
  log?: Pick<FastifyBaseLogger, 'error'> | undefined;
}

/**
 * E-mails each valid ticket of these registrations, once: each message carries a key of its ticket
 * and recipient (outbound_messages.once_key), so a webhook heard twice, two instances settling the
 * same payment, or a run cut short and run again send it once; the ticket is then marked e-mailed.
 * It goes to the e-mail typed for the purchase (or the Cortesia) and to the account's when that is
 * another one. Returns how many tickets were sent.
 */
export async function emailTickets(
  deps: TicketMail,
  itemIds: readonly number[],
  now = new Date(),
): Promise<number> {
  const { db } = deps;
  if (itemIds.length === 0) return 0;
  const due = await db
    .select({ itemId: eventTickets.itemId })
    .from(eventTickets)
    .where(
      and(
        inArray(eventTickets.itemId, [...itemIds]),
        isNull(eventTickets.emailedAt),
        eq(eventTickets.status, 'valid'),
      ),
    );
  if (due.length === 0) return 0;
  const dueItemIds = due.map((d) => d.itemId);
  const keys = await ticketKeys(db, deps.box);
  const tickets = await ticketsOfItems(db, dueItemIds);
  for (const ticket of tickets) {
    const qrPayload = ticketPayload(keys, {
      ticketId: ticket.id,
      eventId: ticket.eventId,
      code: ticket.code,
    });
    const pdf = await renderTicketPdf(ticket, qrPayload);
    const when = ticketWhen(ticket.startsAt, ticket.endsAt);
    for (const recipient of receiptEmails(ticket)) {
      await deps.outbox.send({
        channel: 'email',
        recipient,
        subject: TICKET_MSG.emailSubject(ticket.eventName),
        body: TICKET_MSG.emailBody(ticket.holderName, ticket.eventName, when, ticket.place, ticket.code),
        attachment: { name: TICKET_MSG.fileName(ticket.code), mime: 'application/pdf', content: pdf },
        onceKey: `ingresso:${ticket.id}:${recipient.toLowerCase()}`,
      });
    }
  }
  await db
    .update(eventTickets)
    .set({ emailedAt: now })
    .where(and(inArray(eventTickets.itemId, dueItemIds), isNull(eventTickets.emailedAt)));
  return tickets.length;
}
