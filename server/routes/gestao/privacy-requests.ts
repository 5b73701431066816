import {
  AnswerBody,
  ApproveErasureBody,
  PRIVACY_REQUESTS_PAGE_SIZE,
  PrivacyListQuery,
  PrivacyRequestParams,
  StaffPrivacyRequestList,
} from '../../../domain/contract/privacy-requests';
import { Ok } from '../../../domain/contract/gestao-session';
import { approveErasure } from '../../gestao/privacy/approve-erasure';
import { applyCorrection, refusePrivacyRequest } from '../../gestao/privacy/answer-privacy-request';
import { listPrivacyRequests } from '../../gestao/privacy/list-privacy-requests';
import type { OutboundMessage } from '../../messaging/outbox';
import { PERSONAL_DATA } from '../../personal-data-sources';
import { afterErasure } from '../../privacy/after-erasure';
import { answer } from '../../plugins/errors';
import type { App } from '../../types';

const GESTOR = { staffRoles: ['gestor' as const] };
const ok = { ok: true as const };

/** Solicitações › Privacidade (LGPD): the association's erasure and correction requests (gestor only). */
export default async function privacyRequestStaffRoutes(app: App) {
  // Queued once the answer is committed: a rolled-back answer tells no one.
  const tell = async (email: OutboundMessage | null) => {
    if (email) await app.outbox.send(email);
  };

  app.get(
    '/privacy-requests',
    { schema: { querystring: PrivacyListQuery, response: { 200: StaffPrivacyRequestList } }, config: GESTOR },
    async (request) => {
      const { page } = request.query;
      const list = await listPrivacyRequests(app.db, request.staff.associationId, page);
      return { ...list, page, pageSize: PRIVACY_REQUESTS_PAGE_SIZE };
    },
  );

  app.post(
    '/privacy-requests/:requestId/approve',
    {
      schema: { params: PrivacyRequestParams, body: ApproveErasureBody, response: { 200: Ok } },
      config: GESTOR,
    },
    async (request, reply) => {
      const { requestId } = request.params;
      const result = await approveErasure(
        app.db,
        PERSONAL_DATA,
        request.staff,
        requestId,
        request.body.keptReason || undefined,
      );
      if (!result.ok) return answer(request, reply, result);
      await tell(result.value.email);
      if (result.value.erased) {
        await afterErasure(app, result.value.memberId, result.value.uploadIds);
      }
      return ok;
    },
  );

  app.post(
    '/privacy-requests/:requestId/refuse',
    { schema: { params: PrivacyRequestParams, body: AnswerBody, response: { 200: Ok } }, config: GESTOR },
    async (request, reply) => {
      const result = await refusePrivacyRequest(
        app.db,
        request.staff,
        request.params.requestId,
        request.body.answer,
      );
      if (!result.ok) return answer(request, reply, result);
      await tell(result.value.email);
      return ok;
    },
  );

  app.post(
    '/privacy-requests/:requestId/apply',
    { schema: { params: PrivacyRequestParams, response: { 200: Ok } }, config: GESTOR },
    async (request, reply) => {
      const result = await applyCorrection(app.db, request.staff, request.params.requestId);
      if (!result.ok) return answer(request, reply, result);
      await tell(result.value.email);
      return ok;
    },
  );
}
