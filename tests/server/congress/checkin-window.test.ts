import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHECKIN_WINDOW_MSG, EVENT_DESK_MSG } from '../../../domain/congress-messages';
import type { DoorBook, ScanResult } from '../../../domain/contract/gestao-checkin';
import type { GestaoEvent } from '../../../domain/contract/gestao-events';
import type { MemberTicket } from '../../../domain/contract/tickets';
import { doorTime } from '../../../domain/door-window';
import { eventCheckins } from '../../../server/db/schema-congress';
import { issuedDocuments } from '../../../server/db/schema';
import { ledgerOf, verdictOnDevice } from '../../../src/features/gestao/door/door-ledger';
import { staffTokens, type StaffTokens } from '../gestao/staff-tokens';
import { gestao } from '../gestao/support';
import { createTestApp, type TestContext } from '../support/test-app';
import { mariasTicket } from './maria-ticket';
import { oneDayCourse } from './one-day-course';
import { serverClockAt } from './server-clock';

let t: TestContext;
let tokens: StaffTokens;
let course: GestaoEvent;
let ticket: MemberTicket;

// The course runs on 10/04/2027 from 08:00 to 18:00 (São Paulo): the door opens at 07:00.
beforeAll(async () => {
  serverClockAt('2027-04-11T12:00:00-03:00');
  t = await createTestApp();
  tokens = await staffTokens(t);
  course = (await gestao(t, tokens.gestor, 'POST', '/events', oneDayCourse('Curso Demo do Horário'))).json()
    .event;
  ({ ticket } = await mariasTicket(t, course));
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

/** A scan by the device's clock; `sentAt`, its clock as it sends (absent: a device that does not say). */
const scanAt = async (scannedAt: string, deviceId = 'porta-horario', sentAt?: string) =>
  (
    await gestao(t, tokens.gestor, 'POST', `/checkin/events/${course.id}/scans`, {
      deviceId,
      scans: [{ code: ticket.code, scannedAt }],
      ...(sentAt ? { sentAt } : {}),
    })
  ).json().results[0] as ScanResult;
const rowsOf = (deviceId: string) =>
  t.database.db.select().from(eventCheckins).where(eq(eventCheckins.deviceId, deviceId));

describe('The door takes tickets from an hour before the start to the end', () => {
  it('months before, and a minute before the door opens: "Entrada ainda não liberada", nothing recorded', async () => {
    for (const at of ['2026-11-29T10:00:00-03:00', '2027-04-10T06:59:00-03:00']) {
      expect(await scanAt(at, 'porta-cedo')).toMatchObject({
        verdict: 'notYet',
        ticketId: null,
        opensAt: '2027-04-10T10:00:00.000Z',
      });
    }
    expect(await rowsOf('porta-cedo')).toHaveLength(0);
    expect(CHECKIN_WINDOW_MSG.notYet(doorTime('2027-04-10T10:00:00.000Z'))).toBe(
      'A entrada abre em 10/04/2027 às 07:00, uma hora antes do início do evento.',
    );
  });

  it('from 07:00 the ticket enters; after 18:00 "Evento encerrado"', async () => {
    expect(await scanAt('2027-04-10T07:00:00-03:00')).toMatchObject({ verdict: 'confirmed' });
    expect(await scanAt('2027-04-10T18:00:01-03:00', 'porta-tarde')).toMatchObject({
      verdict: 'ended',
      endedAt: '2027-04-10T21:00:00.000Z',
    });
    expect(await rowsOf('porta-tarde')).toHaveLength(0);
  });

  it('offline, the device keeps the hours in its book and answers the same', async () => {
    const book = (
      await gestao(t, tokens.gestor, 'GET', `/checkin/events/${course.id}/book`)
    ).json() as DoorBook;
    expect(book).toMatchObject({ startsAt: '2027-04-10T11:00:00.000Z', endsAt: '2027-04-10T21:00:00.000Z' });
    const ledger = ledgerOf(book);
    const read = { payload: ticket.qrPayload };
    expect(
      await verdictOnDevice(ledger, read, { scannedAt: '2026-11-29T13:00:00.000Z', deviceId: 'tablet' }),
    ).toMatchObject({ verdict: 'notYet', opensAt: '2027-04-10T10:00:00.000Z' });
    expect(
      await verdictOnDevice(ledger, read, { scannedAt: '2027-04-11T09:00:00.000Z', deviceId: 'tablet' }),
    ).toMatchObject({ verdict: 'ended', endedAt: '2027-04-10T21:00:00.000Z' });
    expect(
      await verdictOnDevice(ledger, read, { scannedAt: '2027-04-10T12:00:00.000Z', deviceId: 'tablet' }),
    ).toMatchObject({ verdict: 'alreadyUsed' });
  });
});

describe("By the server's clock: a door's wrong clock opens no door", () => {
  afterAll(() => serverClockAt('2027-04-11T12:00:00-03:00'));

  it('a device four hours ahead, at 05:00 of the day, is told "not yet" and nothing is kept', async () => {
    serverClockAt('2027-04-10T05:00:00-03:00');
    const ahead = '2027-04-10T09:00:00-03:00';
    expect(await scanAt(ahead, 'porta-adiantada', ahead)).toMatchObject({ verdict: 'notYet' });
    // One that does not say its clock: a scan "later" than the server's now happened now.
    expect(await scanAt(ahead, 'porta-adiantada')).toMatchObject({ verdict: 'notYet' });
    expect(await rowsOf('porta-adiantada')).toHaveLength(0);
  });

  it('a device three hours behind, at 19:00, is told "Evento encerrado"', async () => {
    serverClockAt('2027-04-10T19:00:00-03:00');
    const behind = '2027-04-10T16:00:00-03:00';
    expect(await scanAt(behind, 'porta-atrasada', behind)).toMatchObject({ verdict: 'ended' });
    expect(await rowsOf('porta-atrasada')).toHaveLength(0);
  });

  it('a scan taken offline during the event and synced the next morning enters, at its own time', async () => {
    serverClockAt('2027-04-11T09:00:00-03:00');
    const during = '2027-04-10T10:00:00-03:00';
    expect(await scanAt(during, 'porta-offline', '2027-04-11T09:00:00-03:00')).toMatchObject({
      verdict: 'alreadyUsed',
    });
    const [row] = await rowsOf('porta-offline');
    expect(row!.scannedAt.toISOString()).toBe('2027-04-10T13:00:00.000Z');
  });
});

describe('"Emitir certificados" waits for the end of the event', () => {
  it('before the end the server refuses in pt-BR and issues nothing', async () => {
    serverClockAt('2027-04-10T17:59:00-03:00');
    const res = await gestao(t, tokens.gestor, 'POST', `/events/${course.id}/certificates`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      ok: false,
      message: EVENT_DESK_MSG.certificatesBeforeEnd('10/04/2027 às 18:00'),
    });
    expect(res.json().message).toBe(
      'Os certificados só podem ser emitidos depois do fim do evento (10/04/2027 às 18:00).',
    );
    const rows = await t.database.db
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.kind, 'certificado'));
    expect(rows).toHaveLength(0);
  });
});
