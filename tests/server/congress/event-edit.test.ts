import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MSG } from '../../../domain/congress-messages';
import type { EventBody, GestaoEvent } from '../../../domain/contract/gestao-events';
import { auditLog } from '../../../server/db/schema';
import { congressEvents, eventCheckins, eventTickets } from '../../../server/db/schema-congress';
import { staffTokens, type StaffTokens } from '../gestao/staff-tokens';
import { gestao } from '../gestao/support';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { insertItem, memberIdOf, paidByPixInSandbox } from '../support/wallet';
import { mariasTicket } from './maria-ticket';

let t: TestContext;
let tokens: StaffTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
});
afterAll(() => t.close());

const LOT = { categoryId: 601, lastDay: '2027-02-28', amountCentavos: 15_000 };
const course = (name: string, over: Partial<EventBody> = {}): EventBody => ({
  name,
  description: '<p>Um dia de retina.</p>',
  startsAt: '2027-04-10T08:00:00-03:00',
  endsAt: '2027-04-10T18:00:00-03:00',
  place: 'Auditório Demo, São Paulo - SP',
  capacity: 10,
  hours: 8,
  points: 5,
  minAttendancePercent: 100,
  sessions: [{ day: '2027-04-10', startsAt: '08:00', endsAt: '18:00' }],
  prices: [{ categoryId: 601, amountCentavos: 20_000 }],
  lots: [LOT],
  ...over,
});

const create = async (body: EventBody): Promise<GestaoEvent> => {
  const res = await gestao(t, tokens.gestor, 'POST', '/events', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().event as GestaoEvent;
};
const put = (event: GestaoEvent, body: EventBody, token = tokens.gestor) =>
  gestao(t, token, 'PUT', `/events/${event.id}`, body);

/** A paid registration of Pedro's (a seat taken, paid today). */
async function pedroBuys(event: GestaoEvent) {
  const pedro = await memberIdOf(t, DEMO.pedro.usuario);
  const item = await insertItem(t, {
    memberId: pedro,
    kind: 'product',
    productId: event.productId,
    description: `${event.name} - Aspirante`,
    amountCentavos: 20_000,
  });
  await paidByPixInSandbox(t, pedro, [item.id]);
}

describe('Eventos: editing an event after saving it', () => {
  it('before any sale everything can change: name, description, dates, place, seats, sessions and lots', async () => {
    const event = await create(course('Curso editável'));
    const changed = course('Curso editável de Retina', {
      description: '<p>Dois dias de retina.</p>',
      startsAt: '2027-05-20T09:00:00-03:00',
      endsAt: '2027-05-21T17:00:00-03:00',
      place: 'Hotel Demo, Campinas - SP',
      capacity: 40,
      sessions: [
        { day: '2027-05-20', startsAt: '09:00', endsAt: '18:00' },
        { day: '2027-05-21', startsAt: '08:00', endsAt: '17:00' },
      ],
      lots: [{ categoryId: 601, lastDay: '2027-03-31', amountCentavos: 12_000 }],
    });
    const res = await put(event, changed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().event).toMatchObject({
      id: event.id,
      productId: event.productId,
      hash: event.hash,
      name: 'Curso editável de Retina',
      description: '<p>Dois dias de retina.</p>',
      startsAt: '2027-05-20T12:00:00.000Z',
      endsAt: '2027-05-21T20:00:00.000Z',
      place: 'Hotel Demo, Campinas - SP',
      capacity: 40,
      sessions: changed.sessions,
      lots: changed.lots,
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(event.id)));
    expect(audit.map((a) => a.action)).toContain('event.updated');
  });

  it('only the gestor of its association edits it; the rules of "Novo evento" hold', async () => {
    const event = await create(course('Curso só da 428'));
    expect((await put(event, course('Outro nome'), tokens.psi)).statusCode).toBe(404);
    expect((await put(event, course('Outro nome'), tokens.financeiro)).statusCode).toBe(403);
    const bad = await put(event, course('Curso só da 428', { endsAt: '2027-04-09T08:00:00-03:00' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ ok: false, message: EVENT_MSG.datesInvalid });
  });

  it('with tickets sold: a lot that sold stays, seats never below those taken; dates may move, new lots come', async () => {
    const event = await create(course('Curso com vendas'));
    await mariasTicket(t, event);
    await pedroBuys(event);

    const noLot = await put(event, course('Curso com vendas', { lots: [] }));
    expect(noLot.statusCode).toBe(409);
    expect(noLot.json().message).toBe(EVENT_MSG.lotWithSales('1º lote até 28/02'));
    const cheaper = await put(
      event,
      course('Curso com vendas', { lots: [{ ...LOT, amountCentavos: 9_000 }] }),
    );
    expect(cheaper.statusCode).toBe(409);

    const fewer = await put(event, course('Curso com vendas', { capacity: 1 }));
    expect(fewer.statusCode).toBe(409);
    expect(fewer.json().message).toBe(EVENT_MSG.capacityBelowSold(2));

    // Postponed before anyone entered, with a 2nd lot for later sales.
    const moved = await put(
      event,
      course('Curso com vendas', {
        startsAt: '2027-04-17T08:00:00-03:00',
        endsAt: '2027-04-17T18:00:00-03:00',
        sessions: [{ day: '2027-04-17', startsAt: '08:00', endsAt: '18:00' }],
        capacity: 2,
        lots: [LOT, { categoryId: 601, lastDay: '2027-03-31', amountCentavos: 18_000 }],
      }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().event).toMatchObject({
      capacity: 2,
      registrations: 2,
      startsAt: '2027-04-17T11:00:00.000Z',
    });
    expect(moved.json().event.lots).toHaveLength(2);
  });

  it('once someone entered at the door its dates and sessions stay; other fields still change', async () => {
    const event = await create(course('Curso com entrada'));
    const { ticket } = await mariasTicket(t, event);
    const [row] = await t.database.db.select().from(eventTickets).where(eq(eventTickets.code, ticket.code));
    await t.database.db
      .insert(eventCheckins)
      .values({ eventId: event.id, ticketId: row!.id, deviceId: 'porta-1', scannedAt: new Date() });

    const moved = await put(event, course('Curso com entrada', { endsAt: '2027-04-10T20:00:00-03:00' }));
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(EVENT_MSG.datesAfterCheckin);
    const sessions = await put(
      event,
      course('Curso com entrada', { sessions: [{ day: '2027-04-10', startsAt: '09:00', endsAt: '18:00' }] }),
    );
    expect(sessions.statusCode).toBe(409);
    const renamed = await put(
      event,
      course('Curso com entrada (sala 2)', { place: 'Sala 2, São Paulo - SP' }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().event).toMatchObject({
      name: 'Curso com entrada (sala 2)',
      place: 'Sala 2, São Paulo - SP',
    });
  });

  it('after "Emitir certificados" hours, points and attendance stay', async () => {
    const event = await create(course('Curso certificado'));
    await t.database.db
      .update(congressEvents)
      .set({ certificatesIssuedAt: new Date() })
      .where(eq(congressEvents.id, event.id));
    const res = await put(event, course('Curso certificado', { points: 6 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(EVENT_MSG.afterCertificates);
    expect((await put(event, course('Curso certificado', { place: 'Outro lugar' }))).statusCode).toBe(200);
  });
});
