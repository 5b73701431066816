import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DoorBook, ScansBody } from '../../../domain/contract/gestao-checkin';
import { DOOR_MSG } from '../../../domain/door-messages';
import type { QueuedScan } from '../../../src/features/gestao/door/door-store';

const store = vi.hoisted(() => ({ books: new Map<number, unknown>(), queue: [] as unknown[] }));
vi.mock('../../../src/features/gestao/door/door-store', () => ({
  keepBook: async (book: { eventId: number }) => void store.books.set(book.eventId, book),
  keptBook: async (eventId: number) => store.books.get(eventId),
  queueScan: async (queued: unknown) =>
    void store.queue.push({ id: store.queue.length + 1, ...(queued as object) }),
  queuedScans: async () => store.queue,
  removeQueued: async (ids: number[]) => {
    store.queue = store.queue.filter((q) => !ids.includes((q as QueuedScan).id!));
  },
}));
// The features run in one module graph (no isolation): door-check is imported afresh, with the mock.
vi.resetModules();
const { checkAtDoor, syncDoorQueue } = await import('../../../src/features/gestao/door/door-check');

const hours = { startsAt: '2027-04-10T11:00:00.000Z', endsAt: '2027-04-10T21:00:00.000Z' };
const book = (eventId: number, withHours: boolean) =>
  ({
    eventId,
    publicKey: 'unused-for-typed-codes',
    ...(withHours ? hours : {}),
    tickets: [
      { ticketId: 1, code: 'ABCD2345', name: 'Maria Demo Silva', category: 'Titular', status: 'valid' },
    ],
    entries: [],
    downloadedAt: '2027-04-10T10:30:00.000Z',
  }) as DoorBook;

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-04-10T12:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the door tells the server its clock, and trusts no book without hours', () => {
  it('a live scan and a sync each say when they were sent (the server corrects a wrong clock by it)', async () => {
    const bodies: ScansBody[] = [];
    const record = async (_eventId: number, body: ScansBody) => {
      bodies.push(body);
      return {
        ok: true as const,
        value: body.scans.map(() => ({
          verdict: 'confirmed' as const,
          ticketId: null,
          name: null,
          category: null,
          firstScannedAt: null,
          firstDeviceId: null,
        })),
      };
    };
    await checkAtDoor(record, 'porta-1', 3, { code: 'ABCD2345' });
    store.queue = [
      { id: 1, eventId: 3, ticketId: 1, scan: { code: 'ABCD2345', scannedAt: '2027-04-10T11:30:00.000Z' } },
    ];
    await syncDoorQueue(record, 'porta-1');
    expect(bodies.map((b) => b.sentAt)).toEqual(['2027-04-10T12:00:00.000Z', '2027-04-10T12:00:00.000Z']);
  });

  it('offline, a book kept before the door had hours is not used: "no book" rather than a guess', async () => {
    online = false;
    const record = vi.fn();
    store.books.set(5, book(5, false));
    expect(await checkAtDoor(record, 'porta-1', 5, { code: 'ABCD2345' })).toEqual({
      ok: false,
      message: DOOR_MSG.noBook,
    });
    store.books.set(6, book(6, true));
    expect(await checkAtDoor(record, 'porta-1', 6, { code: 'ABCD2345' })).toMatchObject({
      ok: true,
      value: { offline: true, result: { verdict: 'confirmed' } },
    });
    expect(record).not.toHaveBeenCalled();
  });
});
