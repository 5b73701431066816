import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DoorBook, Scan } from '../../../../domain/contract/gestao-checkin';

/** A scan the device took with no network, waiting to be sent to the server. */
export interface QueuedScan {
  id?: number;
  eventId: number;
  ticketId: number;
  scan: Scan;
}

interface DoorDb extends DBSchema {
  /** Each event opened on this device: what it needs to check people in offline. */
  books: { key: number; value: DoorBook };
  queue: { key: number; value: QueuedScan; indexes: { byEvent: number } };
}

let opened: Promise<IDBPDatabase<DoorDb>> | null = null;

/** This device's check-in store (IndexedDB, through idb's promises). */
const doorDb = () =>
  (opened ??= openDB<DoorDb>('quita-door', 1, {
    upgrade(db) {
      db.createObjectStore('books', { keyPath: 'eventId' });
      db.createObjectStore('queue', { keyPath: 'id', autoIncrement: true }).createIndex('byEvent', 'eventId');
    },
  }));

export const keepBook = async (book: DoorBook) => {
  await (await doorDb()).put('books', book);
};

export const keptBook = async (eventId: number) => (await doorDb()).get('books', eventId);

export const queueScan = async (queued: QueuedScan) => {
  await (await doorDb()).add('queue', queued);
};

export const queuedScans = async (eventId?: number) =>
  (await (eventId === undefined
    ? (await doorDb()).getAll('queue')
    : (await doorDb()).getAllFromIndex('queue', 'byEvent', eventId))) as Required<QueuedScan>[];

/** The scans the server has recorded leave the queue. */
export async function removeQueued(ids: readonly number[]) {
  const tx = (await doorDb()).transaction('queue', 'readwrite');
  await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
}
