import type { DoorBook, DoorTicket, ScanResult } from '../../../../domain/contract/gestao-checkin';
import type { DoorRead } from '../../../../machines/door-scan.machine';
import { toWireDate } from '../../../../domain/dates';
import { DOOR_OPENS_BEFORE_MS, doorWindow } from '../../../../domain/door-window';
import { verifiedOnDevice } from './ticket-verifier';

interface Entry {
  scannedAt: string;
  deviceId: string;
}

/** A ticket enters once a day (São Paulo), as on the server: a congress's ticket enters on each of its days. */
const dayKey = (ticketId: number, scannedAt: string) => `${ticketId}|${toWireDate(new Date(scannedAt))}`;

/** An event's book made ready for the door: tickets by id and by code, and each ticket's entrance of each day. */
export interface DoorLedger {
  eventId: number;
  publicKey: string;
  /** The door's hours. */
  startsAt: string;
  endsAt: string;
  byId: Map<number, DoorTicket>;
  byCode: Map<string, DoorTicket>;
  /** By `dayKey`. */
  entries: Map<string, Entry>;
}

export function ledgerOf(book: DoorBook): DoorLedger {
  return {
    eventId: book.eventId,
    publicKey: book.publicKey,
    startsAt: book.startsAt,
    endsAt: book.endsAt,
    byId: new Map(book.tickets.map((t) => [t.ticketId, t])),
    byCode: new Map(book.tickets.map((t) => [t.code, t])),
    entries: new Map(
      book.entries.map((e) => [
        dayKey(e.ticketId, e.scannedAt),
        { scannedAt: e.scannedAt, deviceId: e.deviceId },
      ]),
    ),
  };
}

/** An entrance the device learnt of (its own scan, or the server's answer): the earliest counts. */
export function noteEntry(ledger: DoorLedger, ticketId: number, entry: Entry) {
  const key = dayKey(ticketId, entry.scannedAt);
  const known = ledger.entries.get(key);
  if (!known || Date.parse(entry.scannedAt) < Date.parse(known.scannedAt)) ledger.entries.set(key, entry);
}

const nobody = { ticketId: null, name: null, category: null, firstScannedAt: null, firstDeviceId: null };

async function ticketRead(
  ledger: DoorLedger,
  read: DoorRead,
): Promise<DoorTicket | 'invalid' | 'otherEvent'> {
  if ('code' in read) return ledger.byCode.get(read.code.trim().toUpperCase()) ?? 'invalid';
  const claims = await verifiedOnDevice(ledger.publicKey, read.payload);
  if (!claims) return 'invalid';
  if (claims.eventId !== ledger.eventId) return 'otherEvent';
  const ticket = ledger.byId.get(claims.ticketId);
  return ticket && ticket.code === claims.code ? ticket : 'invalid';
}

/**
 * The device's own verdict, with no network, as the server would give it: our signature and this
 * event's valid ticket, then its first entrance of the day known here. A confirmed scan becomes the entrance.
 */
export async function verdictOnDevice(ledger: DoorLedger, read: DoorRead, scan: Entry): Promise<ScanResult> {
  const ticket = await ticketRead(ledger, read);
  if (typeof ticket === 'string') return { verdict: ticket, ...nobody };
  if (ticket.status !== 'valid') return { verdict: 'invalid', ...nobody };
  const outside = outsideHours(ledger, scan.scannedAt);
  if (outside) return outside;
  noteEntry(ledger, ticket.ticketId, scan);
  const first = ledger.entries.get(dayKey(ticket.ticketId, scan.scannedAt))!;
  const isFirst = first.deviceId === scan.deviceId && first.scannedAt === scan.scannedAt;
  return {
    verdict: isFirst ? 'confirmed' : 'alreadyUsed',
    ticketId: ticket.ticketId,
    name: ticket.name,
    category: ticket.category,
    firstScannedAt: first.scannedAt,
    firstDeviceId: first.deviceId,
  };
}

/** A valid ticket read before the door opens or after the event ended, as the server answers it. */
function outsideHours(ledger: DoorLedger, scannedAt: string): ScanResult | null {
  const window = doorWindow(ledger.startsAt, ledger.endsAt, scannedAt);
  if (window === 'notYet') {
    const opensAt = new Date(Date.parse(ledger.startsAt) - DOOR_OPENS_BEFORE_MS).toISOString();
    return { verdict: 'notYet', ...nobody, opensAt };
  }
  if (window === 'ended')
    return { verdict: 'ended', ...nobody, endedAt: new Date(ledger.endsAt).toISOString() };
  return null;
}
