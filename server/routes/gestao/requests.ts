import {
  ApproveResult,
  DocumentParams,
  RefuseBody,
  RequestList,
  RequestListQuery,
  RequestParams,
  REQUESTS_PAGE_SIZE,
} from '../../../domain/contract/gestao-requests';
import { Ok } from '../../../domain/contract/gestao-session';
import { mapValue } from '../../../domain/outcome';
import { approveRequest } from '../../gestao/requests/approve-request';
import { findAssociationDocument } from '../../gestao/requests/find-association-document';
import { listRequests } from '../../gestao/requests/list-requests';
import { refuseRequest } from '../../gestao/requests/refuse-request';
import { answer, ERRORS, sendError } from '../../plugins/errors';
import { recordMemberView } from '../../privacy/record-views';
import type { App } from '../../types';
import { sendPrivateFile } from '../stored-file-reply';

const GESTOR = { staffRoles: ['gestor' as const] };

/** Solicitações: association requests with their documents; approve or refuse (gestor only). */
export default async function requestRoutes(app: App) {
  app.get(
    '/requests',
    { schema: { querystring: RequestListQuery, response: { 200: RequestList } }, config: GESTOR },
    async (request) => {
      const { page } = request.query;
      const list = await listRequests(app.db, request.staff.associationId, page);
      return { ...list, page, pageSize: REQUESTS_PAGE_SIZE };
    },
  );

  // Documents are personal data: served only here, to the association's staff, never from a public address.
  app.get(
    '/documents/:documentId',
    { schema: { params: DocumentParams }, config: GESTOR },
    async (request, reply) => {
      const doc = await findAssociationDocument(
        app.db,
        request.staff.associationId,
        request.params.documentId,
      );
      if (!doc) return sendError(request, reply, 404, ERRORS.notFound);
      await recordMemberView(app.db, request.staff, doc.memberId, 'documento');
      const body = doc.uploadId ? await app.uploadStore.open(doc.uploadId) : Buffer.from(doc.content ?? []);
      return sendPrivateFile(reply, doc, body);
    },
  );

  app.post(
    '/requests/:requestId/approve',
    { schema: { params: RequestParams, response: { 200: ApproveResult } }, config: GESTOR },
    async (request, reply) => {
      const result = await approveRequest(app.db, request.staff, request.params.requestId);
      return answer(
        request,
        reply,
        mapValue(result, (approved) => ({ ok: true as const, ...approved })),
      );
    },
  );

  app.post(
    '/requests/:requestId/refuse',
    { schema: { params: RequestParams, body: RefuseBody, response: { 200: Ok } }, config: GESTOR },
    async (request, reply) => {
      const result = await refuseRequest(
        app.db,
        request.staff,
        request.params.requestId,
        request.body.reason,
      );
      if (!result.ok) return answer(request, reply, result);
      // Queued once the refusal is committed: a rolled-back refusal tells no one.
      if (result.value.email) await app.outbox.send(result.value.email);
      return { ok: true as const };
    },
  );
}
