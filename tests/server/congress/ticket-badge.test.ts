import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GestaoEvent } from '../../../domain/contract/gestao-events';
import type { MemberTicket } from '../../../domain/contract/tickets';
import { pdfText } from '../documents/pdf-text';
import { staffTokens, type StaffTokens } from '../gestao/staff-tokens';
import { gestao } from '../gestao/support';
import { createTestApp, type TestContext } from '../support/test-app';
import { mariasTicket } from './maria-ticket';
import { oneDayCourse } from './one-day-course';

let t: TestContext;
let tokens: StaffTokens;
let course: GestaoEvent;
let ticket: MemberTicket;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
  course = (await gestao(t, tokens.gestor, 'POST', '/events', oneDayCourse('Curso Demo do Crachá'))).json()
    .event;
  ({ ticket } = await mariasTicket(t, course));
});
afterAll(() => t.close());

const badgeOf = (token: string, eventId = course.id, ticketId = ticket.id) =>
  gestao(t, token, 'GET', `/checkin/events/${eventId}/tickets/${ticketId}/badge.pdf`);

describe('Imprimir crachá', () => {
  it("is a PDF with the event, the holder's name and category, and the ticket's code", async () => {
    const res = await badgeOf(tokens.gestor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`cracha-${ticket.code}.pdf`);
    const text = pdfText(res.rawPayload);
    for (const shown of [
      'Sociedade Demo de Oftalmologia',
      'Curso Demo do Crachá',
      'Maria Demo Silva',
      'Titular',
      ticket.code,
    ])
      expect(text).toContain(shown);
  });

  it("ownership: another association's staff get 404, financeiro 403, a ticket of another event 404, bad ids 400", async () => {
    expect((await badgeOf(tokens.psi)).statusCode).toBe(404);
    expect((await badgeOf(tokens.financeiro)).statusCode).toBe(403);
    const other = (await gestao(t, tokens.gestor, 'POST', '/events', oneDayCourse('Outro curso'))).json()
      .event as GestaoEvent;
    expect((await badgeOf(tokens.gestor, other.id)).statusCode).toBe(404);
    expect((await badgeOf(tokens.gestor, course.id, 999_999)).statusCode).toBe(404);
    expect((await gestao(t, tokens.gestor, 'GET', `/checkin/events/x/tickets/1/badge.pdf`)).statusCode).toBe(
      400,
    );
  });
});
