import {
  ActivityCreated,
  ActivityParams,
  DeclaredActivities,
  NewActivity,
} from '../../../domain/contract/documents-activities';
import { ACTIVITY_MSG } from '../../../domain/activity-messages';
import { mapValue } from '../../../domain/outcome';
import { declareActivity } from '../../activities/declare-activity';
import { memberActivities, memberActivityProof } from '../../activities/member-activities';
import { answer, sendError } from '../../plugins/errors';
import type { App } from '../../types';
import { sendPrivateFile } from '../stored-file-reply';

/**
 * /api/documentos/atividades: "Adicionar atividade" of "Pontos de atualização" (registered inside
 * the documents' plugin: member token, our own vocabulary). A member sees only their own.
 */
export default async function activityRoutes(app: App) {
  app.get('/atividades', { schema: { response: { 200: DeclaredActivities } } }, async (request) => ({
    activities: await memberActivities(app.db, request.memberId),
  }));

  app.post(
    '/atividades',
    {
      schema: { body: NewActivity, response: { 200: ActivityCreated } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const result = await declareActivity(app.db, app.config.jwtSecret, request.memberId, request.body);
      return answer(
        request,
        reply,
        mapValue(result, (activity) => ({ ok: true as const, activity })),
      );
    },
  );

  app.get(
    '/atividades/:activityId/comprovante',
    { schema: { params: ActivityParams } },
    async (request, reply) => {
      const proof = await memberActivityProof(app.db, request.memberId, request.params.activityId);
      if (!proof) return sendError(request, reply, 404, ACTIVITY_MSG.notFound);
      return sendPrivateFile(reply, proof, await app.uploadStore.open(proof.uploadId));
    },
  );
}
