import { expect, type APIRequestContext } from '@playwright/test';
import type { GestaoEvent } from '../../../domain/contract/gestao-events';
import type { MemberTicket } from '../../../domain/contract/tickets';
import { oneDayCourse } from '../../server/congress/one-day-course';
import { bearer } from './gestao-staff';
import { daySp } from './journey';
import { createConfirmedMember } from './new-member';

/** A one-day course of the demo association today (the door is open), sold by its public link only. */
export async function doorCourse(request: APIRequestContext, gestor: string, name: string) {
  const today = daySp(0);
  const res = await request.post('/api/gestao/events', {
    headers: bearer(gestor),
    data: {
      ...oneDayCourse(name),
      startsAt: `${today}T00:00:00-03:00`,
      endsAt: `${today}T23:59:00-03:00`,
      sessions: [{ day: today, startsAt: '00:00', endsAt: '23:59' }],
      lots: [],
      capacity: 20,
      inStore: false,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { event: GestaoEvent }).event;
}

/** A new Titular member of the demo association with a "Cortesia" ticket to `event`, and its QR text. */
export async function courtesyTicket(
  request: APIRequestContext,
  gestor: string,
  event: GestaoEvent,
  firstName: string,
) {
  const member = await createConfirmedMember(request, { firstName });
  const added = await request.post(`/api/gestao/events/${event.id}/courtesies`, {
    headers: bearer(gestor),
    data: { name: member.nome, cpf: member.cpf, email: member.email },
  });
  expect(added.status()).toBe(201);
  const tickets = (await (
    await request.get('/api/ingressos', { headers: bearer(member.token) })
  ).json()) as MemberTicket[];
  const ticket = tickets.find((t) => t.eventName === event.name)!;
  return { name: member.nome, code: ticket.code, payload: ticket.qrPayload };
}
