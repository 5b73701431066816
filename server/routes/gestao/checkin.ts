import type { StaffRole } from '../../../domain/contract/gestao-session';
import {
  BadgeParams,
  CheckinEventParams,
  DoorBook,
  DuplicatesResponse,
  ScansBody,
  ScansResponse,
} from '../../../domain/contract/gestao-checkin';
import {
  DoorEventsResponse,
  RegistrationQuery,
  RegistrationsResponse,
} from '../../../domain/contract/gestao-event-desk';
import { mapValue } from '../../../domain/outcome';
import { doorBook } from '../../gestao/events/door-book';
import { doorEvents } from '../../gestao/events/door-events';
import { listRegistrations } from '../../gestao/events/list-registrations';
import { duplicateEntries } from '../../gestao/events/duplicate-entries';
import { recordScans } from '../../gestao/events/record-scans';
import { ticketBadge } from '../../gestao/events/ticket-badge';
import { answer } from '../../plugins/errors';
import { secretBoxOf } from '../../secrets/secret-box';
import type { App } from '../../types';

const door: { staffRoles: StaffRole[] } = { staffRoles: ['gestor', 'recepcao'] };

/** Check-in (gestor and recepção): the events to open, "Buscar", the door's scans of an event of the staff's association, and its double entries. */
export default async function checkinRoutes(app: App) {
  const box = secretBoxOf(app.config);

  app.get(
    '/checkin/events',
    { config: door, schema: { response: { 200: DoorEventsResponse } } },
    async (request) => ({
      events: await doorEvents(app.db, request.staff.associationId),
    }),
  );

  /** "Buscar": a registration by name or CPF, for a manual check-in by its code. */
  app.get(
    '/checkin/events/:eventId/search',
    {
      config: door,
      schema: {
        params: CheckinEventParams,
        querystring: RegistrationQuery,
        response: { 200: RegistrationsResponse },
      },
    },
    async (request, reply) => {
      const q = request.query.q ?? '';
      const found =
        q.length < 2
          ? null
          : await listRegistrations(app.db, request.staff.associationId, request.params.eventId, q);
      if (!found) return { registrations: [] };
      return answer(
        request,
        reply,
        mapValue(found, (registrations) => ({ registrations: registrations.slice(0, 20) })),
      );
    },
  );

  app.post(
    '/checkin/events/:eventId/scans',
    {
      config: door,
      bodyLimit: 2 * 1024 * 1024,
      schema: { params: CheckinEventParams, body: ScansBody, response: { 200: ScansResponse } },
    },
    async (request, reply) => {
      const recorded = await recordScans(app.db, box, request.staff, request.params.eventId, request.body);
      return answer(
        request,
        reply,
        recorded.ok ? { ok: true, value: { results: recorded.value } } : recorded,
      );
    },
  );

  app.get(
    '/checkin/events/:eventId/duplicates',
    { config: door, schema: { params: CheckinEventParams, response: { 200: DuplicatesResponse } } },
    async (request, reply) => {
      const found = await duplicateEntries(app.db, request.staff.associationId, request.params.eventId);
      return answer(request, reply, found.ok ? { ok: true, value: { duplicates: found.value } } : found);
    },
  );

  /** What a door device keeps to check people in offline: the public key and the event's tickets. */
  app.get(
    '/checkin/events/:eventId/book',
    { config: door, schema: { params: CheckinEventParams, response: { 200: DoorBook } } },
    async (request, reply) =>
      answer(
        request,
        reply,
        await doorBook(app.db, box, request.staff.associationId, request.params.eventId),
      ),
  );

  /** "Imprimir crachá": a valid ticket's name badge (PDF), with its QR for the next days' entrances. */
  app.get(
    '/checkin/events/:eventId/tickets/:ticketId/badge.pdf',
    { config: door, schema: { params: BadgeParams } },
    async (request, reply) => {
      const { eventId, ticketId } = request.params;
      const badge = await ticketBadge(app.db, box, request.staff.associationId, eventId, ticketId);
      if (!badge.ok) return answer(request, reply, badge);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${badge.value.fileName}"`)
        .header('cache-control', 'no-store')
        .send(badge.value.pdf);
    },
  );
}
