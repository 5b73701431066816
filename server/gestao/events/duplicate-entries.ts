import { asc, eq, sql } from 'drizzle-orm';
import type { DuplicateEntry } from '../../../domain/contract/gestao-checkin';
import { ERRORS } from '../../error-messages';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { cashFlowItems, members } from '../../db/schema';
import { eventCheckins, eventTickets } from '../../db/schema-congress';
import { findAssociationEvent } from './find-association-event';
import { firstScans } from './record-scans';

/** "Entradas em duplicidade": scans of a ticket by another device after its entrance of that day. */
export async function duplicateEntries(
  db: Db,
  associationId: number,
  eventId: number,
): Promise<Outcome<DuplicateEntry[]>> {
  if (!(await findAssociationEvent(db, associationId, eventId))) return failed(ERRORS.notFound, 404);
  const scans = await db
    .select({
      ticketId: eventCheckins.ticketId,
      deviceId: eventCheckins.deviceId,
      scannedAt: eventCheckins.scannedAt,
      code: eventTickets.code,
      name: sql<string>`coalesce(${cashFlowItems.payerName}, ${members.name})`,
    })
    .from(eventCheckins)
    .innerJoin(eventTickets, eq(eventTickets.id, eventCheckins.ticketId))
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, eventTickets.itemId))
    .innerJoin(members, eq(members.id, eventTickets.memberId))
    .where(eq(eventCheckins.eventId, eventId))
    .orderBy(asc(eventCheckins.scannedAt), asc(eventCheckins.id));
  const firsts = await firstScans(
    db,
    scans.map((scan) => scan.ticketId),
  );
  return succeeded(
    scans.flatMap((scan) => {
      const first = firsts(scan.ticketId, scan.scannedAt)!;
      if (scan.deviceId === first.deviceId) return [];
      return [
        {
          ...scan,
          scannedAt: scan.scannedAt.toISOString(),
          firstScannedAt: first.scannedAt.toISOString(),
          firstDeviceId: first.deviceId,
        },
      ];
    }),
  );
}
