import type { DoorBook, ScanResult, ScansBody } from '../../../../domain/contract/gestao-checkin';
import { DOOR_MSG } from '../../../../domain/door-messages';
import { failed, type Outcome } from '../../../../domain/outcome';
import type { DoorAnswer, DoorRead } from '../../../../machines/door-scan.machine';
import { ledgerOf, noteEntry, verdictOnDevice, type DoorLedger } from './door-ledger';
import { keepBook, keptBook, queuedScans, queueScan, removeQueued } from './door-store';

/** The server's scans endpoint (the RTK Query mutation, settled). */
export type RecordScans = (eventId: number, body: ScansBody) => Promise<Outcome<ScanResult[]>>;

/** The largest sync the server takes at once (ScansBody). */
const SYNC_BATCH = 5_000;

const ledgers = new Map<number, DoorLedger>();

/** The ledger of an event, with the entrances this device took offline and has not yet sent. */
async function withQueued(book: DoorBook, deviceId: string): Promise<DoorLedger> {
  const ledger = ledgerOf(book);
  for (const queued of await queuedScans(book.eventId)) {
    noteEntry(ledger, queued.ticketId, { scannedAt: queued.scan.scannedAt, deviceId });
  }
  ledgers.set(book.eventId, ledger);
  return ledger;
}

/** An event opened with the network: its book kept on the device for a time without it. */
export async function keepDoorBook(book: DoorBook, deviceId: string) {
  await keepBook(book);
  await withQueued(book, deviceId);
}

async function ledgerFor(eventId: number, deviceId: string) {
  const known = ledgers.get(eventId);
  if (known) return known;
  const book = await keptBook(eventId);
  // A book kept before the door's hours were sent cannot say whether the door is open: not used.
  return book?.startsAt && book.endsAt ? withQueued(book, deviceId) : null;
}

/**
 * One read at the door: the server's verdict when it answers; with no network, the device's own
 * (signature and ticket list), the scan queued for the sync.
 */
export async function checkAtDoor(
  record: RecordScans,
  deviceId: string,
  eventId: number,
  read: DoorRead,
): Promise<DoorAnswer> {
  const scan = { ...read, scannedAt: new Date().toISOString() };
  if (navigator.onLine) {
    const answer = await record(eventId, { deviceId, scans: [scan], sentAt: new Date().toISOString() });
    if (answer.ok) {
      const result = answer.value[0]!;
      const ledger = ledgers.get(eventId);
      if (ledger && result.ticketId !== null && result.firstScannedAt && result.firstDeviceId) {
        noteEntry(ledger, result.ticketId, {
          scannedAt: result.firstScannedAt,
          deviceId: result.firstDeviceId,
        });
      }
      return { ok: true, value: { result, offline: false } };
    }
    if (!answer.unanswered) return answer;
  }
  const ledger = await ledgerFor(eventId, deviceId);
  if (!ledger) return failed(DOOR_MSG.noBook);
  const result = await verdictOnDevice(ledger, read, { scannedAt: scan.scannedAt, deviceId });
  if (result.ticketId !== null) await queueScan({ eventId, ticketId: result.ticketId, scan });
  return { ok: true, value: { result, offline: true } };
}

/** How many scans this device still has to send. */
export const pendingScans = async () => (await queuedScans()).length;

/** The queued scans sent to the server (the same endpoint, a batch per event); each sent one leaves the queue. */
export async function syncDoorQueue(record: RecordScans, deviceId: string): Promise<Outcome<number>> {
  const queued = await queuedScans();
  let sent = 0;
  for (const eventId of new Set(queued.map((q) => q.eventId))) {
    const mine = queued.filter((q) => q.eventId === eventId);
    for (let at = 0; at < mine.length; at += SYNC_BATCH) {
      const batch = mine.slice(at, at + SYNC_BATCH);
      const answer = await record(eventId, {
        deviceId,
        scans: batch.map((q) => q.scan),
        sentAt: new Date().toISOString(),
      });
      if (!answer.ok) return answer;
      await removeQueued(batch.map((q) => q.id));
      sent += batch.length;
    }
  }
  return { ok: true, value: sent };
}
