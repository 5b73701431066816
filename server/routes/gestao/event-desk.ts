import type { StaffRole } from '../../../domain/contract/gestao-session';
import { EventParams } from '../../../domain/contract/gestao-events';
import {
  CancelledRegistration,
  CancelRegistrationBody,
  CertificatesIssued,
  CourtesyBody,
  PendingRegistrationsResponse,
  RegistrationParams,
  RegistrationQuery,
  RegistrationResponse,
  RegistrationsResponse,
} from '../../../domain/contract/gestao-event-desk';
import { mapValue } from '../../../domain/outcome';
import { addCourtesy } from '../../gestao/events/add-courtesy';
import { cancelRegistration } from '../../gestao/events/cancel-registration';
import { issueCertificates } from '../../gestao/events/issue-certificates';
import { listRegistrations } from '../../gestao/events/list-registrations';
import { listPendingRegistrations } from '../../gestao/events/pending-registrations';
import { registrationsCsv } from '../../gestao/events/registrations-csv';
import { answer } from '../../plugins/errors';
import { secretBoxOf } from '../../secrets/secret-box';
import type { App } from '../../types';

const gestorOnly: { staffRoles: StaffRole[] } = { staffRoles: ['gestor'] };

/**
 * The event's page (gestor): its registrations, those whose boleto is still waiting, the CSV, "Cortesia", cancellations with refund and
 * "Emitir certificados".
 */
export default async function eventDeskRoutes(app: App) {
  const ticketMail = { db: app.db, outbox: app.outbox, box: secretBoxOf(app.config), log: app.log };
  app.get(
    '/events/:eventId/registrations',
    {
      config: gestorOnly,
      schema: {
        params: EventParams,
        querystring: RegistrationQuery,
        response: { 200: RegistrationsResponse },
      },
    },
    async (request, reply) => {
      const found = await listRegistrations(
        app.db,
        request.staff.associationId,
        request.params.eventId,
        request.query.q,
      );
      return answer(
        request,
        reply,
        mapValue(found, (registrations) => ({ registrations })),
      );
    },
  );

  app.get(
    '/events/:eventId/pending-registrations',
    {
      config: gestorOnly,
      schema: {
        params: EventParams,
        querystring: RegistrationQuery,
        response: { 200: PendingRegistrationsResponse },
      },
    },
    async (request, reply) => {
      const { eventId } = request.params;
      const found = await listPendingRegistrations(
        app.db,
        request.staff.associationId,
        eventId,
        request.query.q,
      );
      return answer(
        request,
        reply,
        mapValue(found, (pending) => ({ pending })),
      );
    },
  );

  app.get(
    '/events/:eventId/registrations.csv',
    { config: gestorOnly, schema: { params: EventParams } },
    async (request, reply) => {
      const csv = await registrationsCsv(app.db, request.staff, request.params.eventId);
      if (!csv.ok) return answer(request, reply, csv);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="inscricoes-${request.params.eventId}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv.value);
    },
  );

  app.post(
    '/events/:eventId/courtesies',
    {
      config: gestorOnly,
      schema: { params: EventParams, body: CourtesyBody, response: { 201: RegistrationResponse } },
    },
    async (request, reply) => {
      const added = await addCourtesy(ticketMail, request.staff, request.params.eventId, request.body);
      return answer(
        request,
        reply,
        mapValue(added, (registration) => ({ registration })),
        201,
      );
    },
  );

  app.post(
    '/events/:eventId/certificates',
    { config: gestorOnly, schema: { params: EventParams, response: { 200: CertificatesIssued } } },
    async (request, reply) =>
      answer(
        request,
        reply,
        await issueCertificates(
          app.db,
          request.staff.associationId,
          request.params.eventId,
          app.config.publicUrl,
        ),
      ),
  );

  app.post(
    '/events/:eventId/registrations/:itemId/cancel',
    {
      config: gestorOnly,
      schema: {
        params: RegistrationParams,
        body: CancelRegistrationBody,
        response: { 200: CancelledRegistration },
      },
    },
    async (request, reply) => {
      const { eventId, itemId } = request.params;
      return answer(
        request,
        reply,
        await cancelRegistration(app, request.staff, eventId, itemId, request.body),
      );
    },
  );
}
