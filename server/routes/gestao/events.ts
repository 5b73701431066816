import type { StaffRole } from '../../../domain/contract/gestao-session';
import {
  EventBody,
  EventParams,
  EventResponse,
  EventsResponse,
} from '../../../domain/contract/gestao-events';
import { IMAGE_BODY_LIMIT } from '../../../domain/contract/gestao-store';
import { createEvent } from '../../gestao/events/create-event';
import { listEvents } from '../../gestao/events/list-events';
import { updateEvent } from '../../gestao/events/update-event';
import { answer } from '../../plugins/errors';
import type { App } from '../../types';

const gestorOnly: { staffRoles: StaffRole[] } = { staffRoles: ['gestor'] };

/** Eventos: congresses and courses of the staff's association (gestor). */
export default async function eventRoutes(app: App) {
  app.get(
    '/events',
    { config: gestorOnly, schema: { response: { 200: EventsResponse } } },
    async (request) => ({
      events: await listEvents(app.db, request.staff.associationId),
    }),
  );

  app.post(
    '/events',
    {
      config: gestorOnly,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: { body: EventBody, response: { 201: EventResponse } },
    },
    async (request, reply) => {
      const created = await createEvent(app.db, request.staff, request.body);
      return answer(
        request,
        reply,
        created.ok ? { ok: true, value: { event: created.value } } : created,
        201,
      );
    },
  );

  app.put(
    '/events/:eventId',
    {
      config: gestorOnly,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: { params: EventParams, body: EventBody, response: { 200: EventResponse } },
    },
    async (request, reply) => {
      const updated = await updateEvent(app.db, request.staff, request.params.eventId, request.body);
      return answer(request, reply, updated.ok ? { ok: true, value: { event: updated.value } } : updated);
    },
  );
}
