import { ActivityParams } from '../../../domain/contract/documents-activities';
import { ACTIVITY_REQUESTS_PAGE_SIZE, ActivityRequestList } from '../../../domain/contract/gestao-activities';
import { RefuseBody, RequestListQuery } from '../../../domain/contract/gestao-requests';
import { Ok } from '../../../domain/contract/gestao-session';
import { ACTIVITY_MSG } from '../../../domain/activity-messages';
import { mapValue, type Outcome } from '../../../domain/outcome';
import { associationActivityProof } from '../../activities/member-activities';
import { listActivityRequests } from '../../gestao/activities/list-activity-requests';
import { reviewActivity } from '../../gestao/activities/review-activity';
import { answer, sendError } from '../../plugins/errors';
import { recordMemberView } from '../../privacy/record-views';
import type { App } from '../../types';
import { sendPrivateFile } from '../stored-file-reply';

const GESTOR = { staffRoles: ['gestor' as const] };
const ok = () => ({ ok: true as const });

/** Solicitações › "Atividade de atualização": declared activities to accept or refuse (gestor only). */
export default async function activityRequestRoutes(app: App) {
  /** The member's open "Pontos de atualização" asks again; one that missed it asks on return. */
  const tellMember = async (decided: Outcome<{ memberId: number }>) => {
    if (!decided.ok) return;
    await app.changeEvents
      .publish({ memberIds: [decided.value.memberId], associationIds: [] })
      .catch((error: unknown) => app.log.warn({ err: error }, 'change not published to the open screens'));
  };
  app.get(
    '/activities',
    { schema: { querystring: RequestListQuery, response: { 200: ActivityRequestList } }, config: GESTOR },
    async (request) => {
      const { page } = request.query;
      const list = await listActivityRequests(app.db, request.staff.associationId, page);
      return { ...list, page, pageSize: ACTIVITY_REQUESTS_PAGE_SIZE };
    },
  );

  // The proof is personal data: served only to the member and to their association's staff.
  app.get(
    '/activities/:activityId/proof',
    { schema: { params: ActivityParams }, config: GESTOR },
    async (request, reply) => {
      const proof = await associationActivityProof(
        app.db,
        request.staff.associationId,
        request.params.activityId,
      );
      if (!proof) return sendError(request, reply, 404, ACTIVITY_MSG.notFound);
      await recordMemberView(app.db, request.staff, proof.memberId, 'comprovante-atividade');
      return sendPrivateFile(reply, proof, await app.uploadStore.open(proof.uploadId));
    },
  );

  app.post(
    '/activities/:activityId/accept',
    { schema: { params: ActivityParams, response: { 200: Ok } }, config: GESTOR },
    async (request, reply) => {
      const result = await reviewActivity(app.db, request.staff, request.params.activityId, { accept: true });
      await tellMember(result);
      return answer(request, reply, mapValue(result, ok));
    },
  );

  app.post(
    '/activities/:activityId/refuse',
    { schema: { params: ActivityParams, body: RefuseBody, response: { 200: Ok } }, config: GESTOR },
    async (request, reply) => {
      const verdict = { accept: false as const, reason: request.body.reason };
      const result = await reviewActivity(app.db, request.staff, request.params.activityId, verdict);
      await tellMember(result);
      return answer(request, reply, mapValue(result, ok));
    },
  );
}
