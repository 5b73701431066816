import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScanResult } from '../../../domain/contract/gestao-checkin';
import type { GestaoEvent } from '../../../domain/contract/gestao-events';
import type { MemberTicket } from '../../../domain/contract/tickets';
import { eventCheckins } from '../../../server/db/schema-congress';
import { staffTokens, type StaffTokens } from '../gestao/staff-tokens';
import { gestao } from '../gestao/support';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get, insertItem, memberIdOf, paidByPixInSandbox } from '../support/wallet';
import { oneDayCourse } from './one-day-course';
import { serverClockAt } from './server-clock';

let t: TestContext;
let tokens: StaffTokens;
let course: GestaoEvent;
let other: GestaoEvent;
let ticket: MemberTicket;
let otherTicket: MemberTicket;

beforeAll(async () => {
  serverClockAt('2027-04-11T12:00:00-03:00');
  t = await createTestApp();
  tokens = await staffTokens(t);
  // Two days, so that the ticket enters again on the second.
  course = (
    await gestao(t, tokens.gestor, 'POST', '/events', {
      ...oneDayCourse('Curso Demo da Porta'),
      endsAt: '2027-04-11T18:00:00-03:00',
      sessions: ['2027-04-10', '2027-04-11'].map((day) => ({ day, startsAt: '08:00', endsAt: '18:00' })),
    })
  ).json().event;
  other = (await gestao(t, tokens.gestor, 'POST', '/events', oneDayCourse('Curso Demo Vizinho'))).json()
    .event;
  const maria = await memberIdOf(t, 'membro@exemplo.com.br');
  for (const event of [course, other]) {
    const item = await insertItem(t, {
      memberId: maria,
      kind: 'product',
      productId: event.productId,
      description: event.name,
      amountCentavos: 20_000,
    });
    await paidByPixInSandbox(t, maria, [item.id]);
  }
  const tickets = (await get(t, await t.login(DEMO.maria), '/api/ingressos')).json() as MemberTicket[];
  ticket = tickets.find((x) => x.eventName === course.name)!;
  otherTicket = tickets.find((x) => x.eventName === other.name)!;
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const scan = async (
  eventId: number,
  deviceId: string,
  scans: { payload?: string; code?: string; scannedAt: string }[],
  token = tokens.gestor,
) => gestao(t, token, 'POST', `/checkin/events/${eventId}/scans`, { deviceId, scans });
const verdicts = async (...args: Parameters<typeof scan>) =>
  ((await scan(...args)).json().results as ScanResult[]).map((r) => r.verdict);

describe('Check-in at the door', () => {
  it('the first scan confirms the entrance with name and category; the next says when and where it was used', async () => {
    const first = await scan(course.id, 'porta-1', [
      { payload: ticket.qrPayload, scannedAt: '2027-04-10T08:01:00-03:00' },
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json().results).toEqual([
      {
        verdict: 'confirmed',
        ticketId: ticket.id,
        name: 'Maria Demo Silva',
        category: 'Titular',
        firstScannedAt: '2027-04-10T11:01:00.000Z',
        firstDeviceId: 'porta-1',
      },
    ]);
    const again = await scan(course.id, 'porta-2', [
      { payload: ticket.qrPayload, scannedAt: '2027-04-10T08:05:00-03:00' },
    ]);
    expect(again.json().results[0]).toMatchObject({
      verdict: 'alreadyUsed',
      firstScannedAt: '2027-04-10T11:01:00.000Z',
      firstDeviceId: 'porta-1',
    });
    // Typed, the short code is the same ticket.
    expect(
      await verdicts(course.id, 'porta-2', [
        { code: ticket.code.toLowerCase(), scannedAt: '2027-04-10T08:06:00-03:00' },
      ]),
    ).toEqual(['alreadyUsed']);
    // The next day (a congress's second day), the ticket enters again, once.
    const nextDay = [{ code: ticket.code, scannedAt: '2027-04-11T08:02:00-03:00' }];
    expect(await verdicts(course.id, 'porta-2', nextDay)).toEqual(['confirmed']);
    expect(
      await verdicts(course.id, 'porta-1', [{ code: ticket.code, scannedAt: '2027-04-11T08:03:00-03:00' }]),
    ).toEqual(['alreadyUsed']);
  });

  it('a forged signature or an unknown code is "invalid"; a ticket of another event says so', async () => {
    const forged = ticket.qrPayload.slice(0, -3) + (ticket.qrPayload.endsWith('AAA') ? 'BBB' : 'AAA');
    const at = '2027-04-10T09:00:00-03:00';
    expect(
      await verdicts(course.id, 'porta-3', [
        { payload: forged, scannedAt: at },
        { payload: 'QT1.1.1.ABCDEFGH.' + 'A'.repeat(86), scannedAt: at },
        { code: 'ZZZZZZZZ', scannedAt: at },
        { payload: otherTicket.qrPayload, scannedAt: at },
        { code: otherTicket.code, scannedAt: at },
      ]),
    ).toEqual(['invalid', 'invalid', 'invalid', 'otherEvent', 'otherEvent']);
  });

  it('a sync sent twice records each scan once and answers the same; two offline devices: the earliest scan wins', async () => {
    const late = [{ payload: otherTicket.qrPayload, scannedAt: '2027-04-10T10:00:05-03:00' }];
    const first = await scan(other.id, 'tablet-x', late);
    const replay = await scan(other.id, 'tablet-x', late);
    expect(first.json()).toEqual(replay.json());
    expect(first.json().results[0].verdict).toBe('confirmed');
    const rows = await t.database.db
      .select()
      .from(eventCheckins)
      .where(eq(eventCheckins.deviceId, 'tablet-x'));
    expect(rows).toHaveLength(1);
    // Another device had taken it 4 s earlier while offline: its scan is the entrance.
    const earlier = await scan(other.id, 'tablet-y', [
      { code: otherTicket.code, scannedAt: '2027-04-10T10:00:01-03:00' },
    ]);
    expect(earlier.json().results[0]).toMatchObject({ verdict: 'confirmed', firstDeviceId: 'tablet-y' });
    const duplicates = await gestao(t, tokens.gestor, 'GET', `/checkin/events/${other.id}/duplicates`);
    expect(duplicates.json().duplicates).toEqual([
      {
        ticketId: otherTicket.id,
        name: 'Maria Demo Silva',
        code: otherTicket.code,
        deviceId: 'tablet-x',
        scannedAt: '2027-04-10T13:00:05.000Z',
        firstDeviceId: 'tablet-y',
        firstScannedAt: '2027-04-10T13:00:01.000Z',
      },
    ]);
  });

  it('ownership: another association never checks in nor reads this event; financeiro has no door', async () => {
    const at = '2027-04-10T11:00:00-03:00';
    const psi = await scan(course.id, 'psi', [{ payload: ticket.qrPayload, scannedAt: at }], tokens.psi);
    expect(psi.statusCode).toBe(404);
    expect((await gestao(t, tokens.psi, 'GET', `/checkin/events/${course.id}/duplicates`)).statusCode).toBe(
      404,
    );
    expect(
      (await scan(course.id, 'fin', [{ payload: ticket.qrPayload, scannedAt: at }], tokens.financeiro))
        .statusCode,
    ).toBe(403);
    const rows = await t.database.db.select().from(eventCheckins).where(eq(eventCheckins.deviceId, 'psi'));
    expect(rows).toHaveLength(0);
  });
});
