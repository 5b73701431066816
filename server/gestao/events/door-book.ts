import { asc, eq } from 'drizzle-orm';
import type { DoorBook } from '../../../domain/contract/gestao-checkin';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { ticketKeys } from '../../congress/ticket-keys';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import { eventTickets } from '../../db/schema-congress';
import { ERRORS } from '../../error-messages';
import type { SecretBox } from '../../secrets/secret-box';
import { findAssociationEvent } from './find-association-event';
import { dailyEntrances } from './record-scans';
import { holderName, withHolders } from '../../congress/ticket-holders';

/**
 * What a door device keeps of an event of the staff's association to check people in with no
 * network: the tickets' public key, each ticket with the name and category the door shows, and
 * the entrances recorded so far.
 */
export async function doorBook(
  db: Db,
  box: SecretBox,
  associationId: number,
  eventId: number,
): Promise<Outcome<DoorBook>> {
  const event = await findAssociationEvent(db, associationId, eventId);
  if (!event) return failed(ERRORS.notFound, 404);
  const tickets = await withHolders(
    db
      .select({
        ticketId: eventTickets.id,
        code: eventTickets.code,
        name: holderName,
        category: categories.description,
        status: eventTickets.status,
      })
      .from(eventTickets)
      .$dynamic(),
  )
    .where(eq(eventTickets.eventId, eventId))
    .orderBy(asc(eventTickets.id));
  const entrances = await dailyEntrances(
    db,
    tickets.map((t) => t.ticketId),
  );
  const { publicKeyRaw } = await ticketKeys(db, box);
  return succeeded({
    eventId,
    publicKey: publicKeyRaw,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    tickets,
    entries: [...entrances.values()].map(({ ticketId, scannedAt, deviceId }) => ({
      ticketId,
      scannedAt: scannedAt.toISOString(),
      deviceId,
    })),
    downloadedAt: new Date().toISOString(),
  });
}
