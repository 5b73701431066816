import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EVENT_DESK_MSG, EVENT_MSG } from '../../../domain/congress-messages';
import type { Registration } from '../../../domain/contract/gestao-event-desk';
import type { GestaoEvent } from '../../../domain/contract/gestao-events';
import type { MemberTicket } from '../../../domain/contract/tickets';
import { hashSecret } from '../../../server/auth/passwords';
import { staff, transactions } from '../../../server/db/schema';
import { eventSeats, eventTickets } from '../../../server/db/schema-congress';
import { gestaoRoutesOf } from '../../../server/routes/gestao/routes';
import { staffTokens, type StaffTokens } from '../gestao/staff-tokens';
import { gestao, staffLogin } from '../gestao/support';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get } from '../support/wallet';
import { mariasTicket } from './maria-ticket';
import { oneDayCourse } from './one-day-course';
import { serverClockAt } from './server-clock';

let t: TestContext;
let tokens: StaffTokens;
let recepcao: string;
let course: GestaoEvent;
let ticket: MemberTicket;
let paidGatewayId: string;

const GUEST = {
  name: 'Dra. Convidada Palestrante',
  cpf: '111.444.777-35',
  email: 'palestrante@exemplo.com.br',
};

beforeAll(async () => {
  serverClockAt('2027-04-10T12:00:00-03:00');
  t = await createTestApp();
  tokens = await staffTokens(t);
  await t.database.db.insert(staff).values({
    associationId: 428,
    email: 'recepcao.teste@exemplo.com.br',
    name: 'Recepção Teste',
    role: 'recepcao',
    passwordHash: await hashSecret('Quita@2026'),
  });
  recepcao = await staffLogin(t, { email: 'recepcao.teste@exemplo.com.br', password: 'Quita@2026' });
  course = (await gestao(t, tokens.gestor, 'POST', '/events', oneDayCourse('Curso Demo da Mesa'))).json()
    .event;
  ({ ticket, gatewayId: paidGatewayId } = await mariasTicket(t, course));
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const registrations = async (eventId: number, q = '', token = tokens.gestor) =>
  (await gestao(t, token, 'GET', `/events/${eventId}/registrations?q=${encodeURIComponent(q)}`)).json()
    .registrations as Registration[];

describe("The event's page: registrations", () => {
  it('lists each registration with name, CPF masked, category, what was paid and the entrance', async () => {
    expect(await registrations(course.id)).toEqual([
      {
        itemId: expect.any(Number),
        ticketId: ticket.id,
        code: ticket.code,
        name: 'Maria Demo Silva',
        cpf: '529.982.247-25',
        category: 'Titular',
        status: 'paid',
        paidCentavos: 20_000,
        paidAt: expect.any(String),
        checkedInAt: null,
        attendedSessions: 0,
        sessions: 1,
        certified: false,
      },
    ]);
    await gestao(t, tokens.gestor, 'POST', `/checkin/events/${course.id}/scans`, {
      deviceId: 'mesa-1',
      scans: [{ code: ticket.code, scannedAt: '2027-04-10T08:01:00-03:00' }],
    });
    expect((await registrations(course.id))[0]!.checkedInAt).toBe('2027-04-10T11:01:00.000Z');
  });

  it('finds by a part of the name or of the CPF (with or without its dots)', async () => {
    expect((await registrations(course.id, 'demo sil')).map((r) => r.name)).toEqual(['Maria Demo Silva']);
    expect(await registrations(course.id, '529.982')).toHaveLength(1);
    expect(await registrations(course.id, '98224725')).toHaveLength(1);
    expect(await registrations(course.id, 'Ninguém Assim')).toEqual([]);
    expect(await registrations(course.id, '100%_\\')).toEqual([]);
  });

  it('"Cortesia" registers a guest without payment and issues the ticket; a second one of the same CPF is refused', async () => {
    const res = await gestao(t, tokens.gestor, 'POST', `/events/${course.id}/courtesies`, GUEST);
    expect(res.statusCode).toBe(201);
    expect(res.json().registration).toMatchObject({
      name: GUEST.name,
      cpf: '111.444.777-35',
      category: 'Cortesia',
      status: 'courtesy',
      paidCentavos: 0,
      code: expect.stringMatching(/^[A-Z0-9]{8}$/),
    });
    const again = await gestao(t, tokens.gestor, 'POST', `/events/${course.id}/courtesies`, GUEST);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ ok: false, message: EVENT_DESK_MSG.courtesyTaken });
    // The guest's ticket opens the door.
    const door = await gestao(t, recepcao, 'POST', `/checkin/events/${course.id}/scans`, {
      deviceId: 'mesa-2',
      scans: [{ code: res.json().registration.code, scannedAt: '2027-04-10T08:02:00-03:00' }],
    });
    expect(door.json().results[0]).toMatchObject({ verdict: 'confirmed', name: GUEST.name });
  });

  it('refuses a Cortesia without a valid CPF or e-mail, in pt-BR, never 500', async () => {
    const bad = async (body: object) =>
      gestao(t, tokens.gestor, 'POST', `/events/${course.id}/courtesies`, body);
    expect((await bad({ ...GUEST, cpf: '123.456.789-00' })).json().message).toBe(
      EVENT_DESK_MSG.courtesyCpfInvalid,
    );
    expect((await bad({ ...GUEST, email: 'sem-arroba' })).json().message).toBe(
      EVENT_DESK_MSG.courtesyEmailInvalid,
    );
    for (const body of [{}, { name: 1 }, { ...GUEST, name: 'x'.repeat(300) }]) {
      const res = await bad(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ ok: false, message: expect.any(String) });
    }
  });

  it('exports the CSV: DD/MM/AAAA HH:mm in São Paulo, CPF masked and quoted, a status column', async () => {
    const res = await gestao(t, tokens.gestor, 'GET', `/events/${course.id}/registrations.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"data";"nome";"cpf";"categoria";"valor";"situacao";"codigo";"entrada"');
    expect(lines[1]).toMatch(
      new RegExp(
        `^"\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}";"Maria Demo Silva";"529\\.982\\.247-25";"Titular";"200,00";"Pago";"${ticket.code}";"10/04/2027 08:01"$`,
      ),
    );
    expect(lines[2]).toMatch(
      /;"Dra\. Convidada Palestrante";"111\.444\.777-35";"Cortesia";"0,00";"Cortesia";/,
    );
  });
});

describe('Cancelling a registration', () => {
  it('refunds through the gateway, revokes the ticket (the door says "Ingresso inválido") and frees the seat', async () => {
    const [maria] = await registrations(course.id, 'Maria');
    const res = await gestao(
      t,
      tokens.gestor,
      'POST',
      `/events/${course.id}/registrations/${maria!.itemId}/cancel`,
      {},
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ refundedCentavos: 20_000, registration: { status: 'cancelled' } });
    const [payment] = await t.database.db
      .select({ status: transactions.status, refunded: transactions.refundedCentavos })
      .from(transactions)
      .where(eq(transactions.gatewayId, paidGatewayId));
    expect(payment).toEqual({ status: 'refunded', refunded: 20_000 });
    const [revoked] = await t.database.db.select().from(eventTickets).where(eq(eventTickets.id, ticket.id));
    expect(revoked!.status).toBe('cancelled');
    expect(await t.database.db.select().from(eventSeats).where(eq(eventSeats.itemId, maria!.itemId))).toEqual(
      [],
    );
    const door = await gestao(t, tokens.gestor, 'POST', `/checkin/events/${course.id}/scans`, {
      deviceId: 'mesa-3',
      scans: [{ payload: ticket.qrPayload, scannedAt: '2027-04-10T09:00:00-03:00' }],
    });
    expect(door.json().results[0].verdict).toBe('invalid');
    const again = await gestao(
      t,
      tokens.gestor,
      'POST',
      `/events/${course.id}/registrations/${maria!.itemId}/cancel`,
      {},
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EVENT_DESK_MSG.alreadyCancelled);
  });

  it('a full event says "Esgotado" on its public page and takes no Cortesia; a cancellation opens the seat again', async () => {
    const small = (
      await gestao(t, tokens.gestor, 'POST', '/events', { ...oneDayCourse('Curso de Uma Vaga'), capacity: 1 })
    ).json().event as GestaoEvent;
    const page = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/access/acessarProjeto/${small.hash}` })).json();
    expect(await page()).toMatchObject({ DISPONIVEL: true });
    expect(await page()).not.toHaveProperty('ESGOTADO');
    // A person the platform does not know yet is kept (without an account) for the ticket.
    const first = await gestao(t, tokens.gestor, 'POST', `/events/${small.id}/courtesies`, {
      name: 'Convidado Novo',
      cpf: '86288366757',
      email: 'convidado.novo@exemplo.com.br',
    });
    expect(first.statusCode).toBe(201);
    expect(await page()).toMatchObject({ DISPONIVEL: false, ESGOTADO: true });
    const store = (await get(t, await t.login(DEMO.maria), '/api/projeto/listarProdutosLoja')).json() as {
      ID_PROJETO: number;
    }[];
    expect(store.find((p) => p.ID_PROJETO === small.productId)).toMatchObject({
      DISPONIVEL: false,
      ESGOTADO: true,
    });
    const second = await gestao(t, tokens.gestor, 'POST', `/events/${small.id}/courtesies`, {
      ...GUEST,
      cpf: '390.533.447-05',
      email: 'outro.convidado@exemplo.com.br',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(EVENT_MSG.soldOutRefusal);
    const cancelled = await gestao(
      t,
      tokens.gestor,
      'POST',
      `/events/${small.id}/registrations/${first.json().registration.itemId}/cancel`,
      { reason: 'Palestrante não poderá vir' },
    );
    expect(cancelled.json()).toMatchObject({ refundedCentavos: 0 });
    expect(await page()).toMatchObject({ DISPONIVEL: true });
    expect(await page()).not.toHaveProperty('ESGOTADO');
  });
});

describe('Ownership and roles', () => {
  it("another association's staff can't list, export, add a Cortesia to or cancel this event's registrations", async () => {
    const [any] = await registrations(course.id);
    const calls = [
      ['GET', `/events/${course.id}/registrations`],
      ['GET', `/events/${course.id}/registrations.csv`],
      ['POST', `/events/${course.id}/courtesies`, { ...GUEST, cpf: '935.411.347-80' }],
      ['POST', `/events/${course.id}/registrations/${any!.itemId}/cancel`, {}],
      ['GET', `/checkin/events/${course.id}/search?q=Maria`],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await gestao(t, tokens.psi, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
      expect((await gestao(t, tokens.financeiro, method, url, body)).statusCode, `${method} ${url}`).toBe(
        403,
      );
    }
    expect(await registrations(course.id)).toHaveLength(2);
  });

  it('recepção is refused by every back-office route but the door, its session and its brand', async () => {
    const open = gestaoRoutesOf(t.app).filter((r) => !r.publicRoute && r.staffRoles.includes('recepcao'));
    expect(open.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/gestao/associacao/marca',
      'GET /api/gestao/checkin/events',
      'GET /api/gestao/checkin/events/:eventId/book',
      'GET /api/gestao/checkin/events/:eventId/duplicates',
      'GET /api/gestao/checkin/events/:eventId/search',
      'GET /api/gestao/checkin/events/:eventId/tickets/:ticketId/badge.pdf',
      'GET /api/gestao/me',
      'POST /api/gestao/checkin/events/:eventId/scans',
      'POST /api/gestao/logout',
    ]);
    for (const route of gestaoRoutesOf(t.app).filter(
      (r) => !r.publicRoute && !r.staffRoles.includes('recepcao'),
    )) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:[A-Za-z]+/g, String(course.id)),
        headers: { authorization: `Bearer ${recepcao}` },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('recepção opens the door: the events, "Buscar" by name or CPF and the check-in', async () => {
    const events = (await gestao(t, recepcao, 'GET', '/checkin/events')).json().events;
    expect(events).toContainEqual({ id: course.id, name: course.name, startsAt: course.startsAt });
    const found = (await gestao(t, recepcao, 'GET', `/checkin/events/${course.id}/search?q=111.444`)).json();
    expect(found.registrations.map((r: Registration) => r.name)).toEqual([GUEST.name]);
    expect((await gestao(t, recepcao, 'GET', `/checkin/events/${course.id}/search?q=a`)).json()).toEqual({
      registrations: [],
    });
    expect((await gestao(t, recepcao, 'GET', '/me')).json().staff.role).toBe('recepcao');
  });

  it('a team invitation can give the recepção role', async () => {
    const res = await gestao(t, tokens.gestor, 'POST', '/team/invitations', {
      name: 'Porteira Nova',
      email: 'porteira@exemplo.com.br',
      role: 'recepcao',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().staff).toMatchObject({ role: 'recepcao', status: 'invited' });
  });
});
