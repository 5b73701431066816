import { asc, inArray } from 'drizzle-orm';
import type { ScanResult, ScanVerdict, ScansBody } from '../../../domain/contract/gestao-checkin';
import { ERRORS } from '../../error-messages';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { DOOR_OPENS_BEFORE_MS, doorWindow, serverTimeOfScan } from '../../../domain/door-window';
import { todayInSaoPaulo } from '../../../domain/sao-paulo-days';
import { ticketKeys } from '../../congress/ticket-keys';
import { verifiedTicket } from '../../congress/ticket-signature';
import type { Db } from '../../db/client';
import { eventCheckins } from '../../db/schema-congress';
import type { SecretBox } from '../../secrets/secret-box';
import type { StaffSession } from '../staff-accounts';
import { findAssociationEvent } from './find-association-event';
import { ticketHolders, type TicketHolder } from '../../congress/ticket-holders';

const nobody = { ticketId: null, name: null, category: null, firstScannedAt: null, firstDeviceId: null };

/**
 * A door device's scans, live or synced after a time offline: each is verified (our signature,
 * this event, a valid ticket) and kept once (the same device's scan sent again is the same row).
 * A ticket's entrance of a day is its first scan that day; any other is "Ingresso já utilizado".
 * A valid ticket read before the door opens, an hour before the start, or after the end is refused
 * and not kept: by the server's clock (serverTimeOfScan), so a device's wrong clock opens no door.
 */
export async function recordScans(
  db: Db,
  box: SecretBox,
  who: StaffSession,
  eventId: number,
  body: ScansBody,
  now = new Date(),
): Promise<Outcome<ScanResult[]>> {
  const event = await findAssociationEvent(db, who.associationId, eventId);
  if (!event) return failed(ERRORS.notFound, 404);
  const keys = await ticketKeys(db, box);
  const signed = body.scans.map((scan) => (scan.payload ? verifiedTicket(keys, scan.payload) : null));
  const typed = body.scans.flatMap((scan) =>
    !scan.payload && scan.code ? [scan.code.trim().toUpperCase()] : [],
  );
  const holders = [
    ...(await ticketHolders(db, { ids: signed.flatMap((claims) => (claims ? [claims.ticketId] : [])) })),
    ...(await ticketHolders(db, { codes: typed })),
  ];
  const byId = new Map(holders.map((h) => [h.id, h]));
  const byCode = new Map(holders.map((h) => [h.code, h]));

  const found = body.scans.map(
    (scan, i): TicketHolder | Exclude<ScanVerdict, 'confirmed' | 'alreadyUsed'> => {
      const claims = signed[i];
      const holder = scan.payload
        ? claims && byId.get(claims.ticketId)
        : scan.code && byCode.get(scan.code.trim().toUpperCase());
      if (!holder || holder.status !== 'valid' || (claims && claims.code !== holder.code)) return 'invalid';
      if (holder.eventId !== eventId) return 'otherEvent';
      const window = doorWindow(
        event.startsAt,
        event.endsAt,
        serverTimeOfScan(scan.scannedAt, body.sentAt, now),
      );
      return window === 'open' ? holder : window;
    },
  );
  const outside = {
    notYet: { opensAt: new Date(event.startsAt.getTime() - DOOR_OPENS_BEFORE_MS).toISOString() },
    ended: { endedAt: event.endsAt.toISOString() },
  };

  const admitted = found.flatMap((holder, i) =>
    typeof holder === 'object'
      ? [
          {
            eventId,
            ticketId: holder.id,
            deviceId: body.deviceId,
            scannedAt: new Date(body.scans[i]!.scannedAt),
            staffId: who.id,
          },
        ]
      : [],
  );
  if (admitted.length > 0) await db.insert(eventCheckins).values(admitted).onConflictDoNothing();
  const firsts = await firstScans(
    db,
    admitted.map((scan) => scan.ticketId),
  );

  return succeeded(
    found.map((holder, i): ScanResult => {
      if (holder === 'notYet' || holder === 'ended')
        return { verdict: holder, ...nobody, ...outside[holder] };
      if (typeof holder !== 'object') return { verdict: holder, ...nobody };
      const scannedAt = new Date(body.scans[i]!.scannedAt);
      const first = firsts(holder.id, scannedAt)!;
      const isFirst = first.deviceId === body.deviceId && first.scannedAt.getTime() === scannedAt.getTime();
      return {
        verdict: isFirst ? 'confirmed' : 'alreadyUsed',
        ticketId: holder.id,
        name: holder.name,
        category: holder.category,
        firstScannedAt: first.scannedAt.toISOString(),
        firstDeviceId: first.deviceId,
      };
    }),
  );
}

/**
 * Each ticket's entrance of a day: its earliest scan on that day in São Paulo (by the device's
 * clock, then arrival), so a congress's ticket enters again on each of its days.
 */
export async function firstScans(db: Db, ticketIds: readonly number[]) {
  const firsts = await dailyEntrances(db, ticketIds);
  return (ticketId: number, at: Date) => firsts.get(`${ticketId}|${todayInSaoPaulo(at)}`);
}

/** Each ticket's entrance of each day, by "<ticket id>|<São Paulo day>". */
export async function dailyEntrances(db: Db, ticketIds: readonly number[]) {
  const firsts = new Map<string, { ticketId: number; scannedAt: Date; deviceId: string }>();
  if (ticketIds.length === 0) return firsts;
  const rows = await db
    .select({
      ticketId: eventCheckins.ticketId,
      scannedAt: eventCheckins.scannedAt,
      deviceId: eventCheckins.deviceId,
    })
    .from(eventCheckins)
    .where(inArray(eventCheckins.ticketId, [...new Set(ticketIds)]))
    .orderBy(asc(eventCheckins.scannedAt), asc(eventCheckins.id));
  for (const row of rows) {
    const key = `${row.ticketId}|${todayInSaoPaulo(row.scannedAt)}`;
    if (!firsts.has(key)) firsts.set(key, row);
  }
  return firsts;
}
