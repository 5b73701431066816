import { describe, expect, it } from 'vitest';
import type { DoorBook } from '../../../domain/contract/gestao-checkin';
import { ledgerOf, verdictOnDevice } from '../../../src/features/gestao/door/door-ledger';

const book: DoorBook = {
  eventId: 7,
  publicKey: 'unused-for-typed-codes',
  // A two-day congress: 10/04 08:00 to 11/04 18:00 in São Paulo.
  startsAt: '2027-04-10T11:00:00.000Z',
  endsAt: '2027-04-11T21:00:00.000Z',
  tickets: [
    { ticketId: 1, code: 'ABCD2345', name: 'Maria Demo Silva', category: 'Titular', status: 'valid' },
  ],
  // Her entrance of the first day, taken by another device before this one went offline.
  entries: [{ ticketId: 1, scannedAt: '2027-04-10T11:00:00.000Z', deviceId: 'porta-a' }],
  downloadedAt: '2027-04-10T11:30:00.000Z',
};

describe('the door with no network: one entrance per ticket a day (São Paulo), as on the server', () => {
  it('the same day says "already used" with the first entrance; the next day enters again', async () => {
    const ledger = ledgerOf(book);
    const code = { code: 'abcd2345' };
    const sameDay = await verdictOnDevice(ledger, code, {
      scannedAt: '2027-04-10T20:59:00.000Z',
      deviceId: 'porta-b',
    });
    expect(sameDay).toMatchObject({ verdict: 'alreadyUsed', firstDeviceId: 'porta-a' });
    // 2027-04-11 00:30 in São Paulo is 03:30 UTC.
    const nextDay = await verdictOnDevice(ledger, code, {
      scannedAt: '2027-04-11T03:30:00.000Z',
      deviceId: 'porta-b',
    });
    expect(nextDay).toMatchObject({
      verdict: 'confirmed',
      name: 'Maria Demo Silva',
      firstDeviceId: 'porta-b',
    });
    const again = await verdictOnDevice(ledger, code, {
      scannedAt: '2027-04-11T12:00:00.000Z',
      deviceId: 'porta-a',
    });
    expect(again).toMatchObject({ verdict: 'alreadyUsed', firstScannedAt: '2027-04-11T03:30:00.000Z' });
  });

  it('offline too, the door opens an hour before the start and closes at the end', async () => {
    const ledger = ledgerOf(book);
    const code = { code: 'ABCD2345' };
    const early = await verdictOnDevice(ledger, code, {
      scannedAt: '2027-04-10T09:59:59.000Z',
      deviceId: 'porta-b',
    });
    expect(early).toMatchObject({ verdict: 'notYet', ticketId: null, opensAt: '2027-04-10T10:00:00.000Z' });
    const late = await verdictOnDevice(ledger, code, {
      scannedAt: '2027-04-11T21:00:01.000Z',
      deviceId: 'porta-b',
    });
    expect(late).toMatchObject({ verdict: 'ended', endedAt: '2027-04-11T21:00:00.000Z' });
  });
});
