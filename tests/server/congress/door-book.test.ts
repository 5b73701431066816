import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DoorBook } from '../../../domain/contract/gestao-checkin';
import type { GestaoEvent } from '../../../domain/contract/gestao-events';
import type { MemberTicket } from '../../../domain/contract/tickets';
import { verifiedOnDevice } from '../../../src/features/gestao/door/ticket-verifier';
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

beforeAll(async () => {
  serverClockAt('2027-04-10T12:00:00-03:00');
  t = await createTestApp();
  tokens = await staffTokens(t);
  course = (await gestao(t, tokens.gestor, 'POST', '/events', oneDayCourse('Curso Demo Offline'))).json()
    .event;
  ({ ticket } = await mariasTicket(t, course));
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const bookOf = (token: string, eventId = course.id) =>
  gestao(t, token, 'GET', `/checkin/events/${eventId}/book`);

describe("A door device's book of an event (offline check-in)", () => {
  it('holds the public key, each ticket with name and category, and the entrances so far', async () => {
    await gestao(t, tokens.gestor, 'POST', `/checkin/events/${course.id}/scans`, {
      deviceId: 'porta-online',
      scans: [{ code: ticket.code, scannedAt: '2027-04-10T08:01:00-03:00' }],
    });
    const res = await bookOf(tokens.gestor);
    expect(res.statusCode).toBe(200);
    const book = res.json() as DoorBook;
    expect(book.eventId).toBe(course.id);
    expect(book.tickets).toEqual([
      {
        ticketId: ticket.id,
        code: ticket.code,
        name: 'Maria Demo Silva',
        category: 'Titular',
        status: 'valid',
      },
    ]);
    expect(book.entries).toEqual([
      { ticketId: ticket.id, scannedAt: '2027-04-10T11:01:00.000Z', deviceId: 'porta-online' },
    ]);
    expect(JSON.stringify(book)).not.toMatch(/cpf|email|private/i);
  });

  it("the device verifies a ticket's QR with WebCrypto and that key; a forged one fails", async () => {
    const { publicKey } = (await bookOf(tokens.gestor)).json() as DoorBook;
    expect(await verifiedOnDevice(publicKey, ticket.qrPayload)).toEqual({
      ticketId: ticket.id,
      eventId: course.id,
      code: ticket.code,
    });
    const forged = ticket.qrPayload.replace(`.${course.id}.`, `.${course.id + 1}.`);
    expect(await verifiedOnDevice(publicKey, forged)).toBeNull();
    expect(await verifiedOnDevice(publicKey, 'not a ticket')).toBeNull();
  });

  it('ownership: another association gets 404, financeiro 403, bad ids 400', async () => {
    expect((await bookOf(tokens.psi)).statusCode).toBe(404);
    expect((await bookOf(tokens.financeiro)).statusCode).toBe(403);
    expect((await bookOf(tokens.gestor, 999_999)).statusCode).toBe(404);
    expect((await bookOf(tokens.gestor, 'abc' as unknown as number)).statusCode).toBe(400);
  });
});
