import {
  CorrectionBody,
  ErasureBody,
  ErasureOpened,
  MyPrivacyRequests,
  PrivacyRequestParams,
} from '../../../domain/contract/privacy-requests';
import { Ok } from '../../../domain/contract/gestao-session';
import { PRIVACY_REQUEST_MSG } from '../../../domain/privacy-request-messages';
import { createLoginAccountLimit, loginAccountKey } from '../../auth/login-attempts';
import { PERSONAL_DATA } from '../../personal-data-sources';
import { afterErasure } from '../../privacy/after-erasure';
import {
  cancelPrivacyRequest,
  heldCorrectable,
  memberPrivacyRequests,
} from '../../privacy/requests/member-requests';
import { openCorrection } from '../../privacy/requests/open-correction';
import { openErasure } from '../../privacy/requests/open-erasure';
import { answer, sendError } from '../../plugins/errors';
import type { App } from '../../types';

const OWN = { ownVocabulary: true };

/** /api/privacidade: "Excluir minha conta" and "Solicitar correção", and the member's requests. */
export default async function privacyRequestRoutes(app: App) {
  // The password typed here counts against the same per-account cap as the login's.
  const accountAllows = createLoginAccountLimit(app);

  app.get(
    '/solicitacoes',
    { schema: { response: { 200: MyPrivacyRequests } }, config: OWN },
    async (request) => ({
      items: await memberPrivacyRequests(app.db, request.memberId),
      held: await heldCorrectable(app.db, request.memberId),
    }),
  );

  app.post(
    '/exclusao',
    {
      schema: { body: ErasureBody, response: { 200: ErasureOpened } },
      config: { ...OWN, rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      if (!(await accountAllows(request, loginAccountKey('', request.memberId)))) {
        return sendError(request, reply, 429, PRIVACY_REQUEST_MSG.tooManyPasswordTries);
      }
      const opened = await openErasure(app.db, PERSONAL_DATA, request.memberId, request.body);
      if (!opened.ok) return answer(request, reply, opened);
      if (opened.value.erasedNow) {
        await afterErasure(app, request.memberId, opened.value.uploadIds);
      }
      return { ok: true as const, erasedNow: opened.value.erasedNow };
    },
  );

  app.post(
    '/correcoes',
    { schema: { body: CorrectionBody, response: { 200: Ok } }, config: OWN },
    async (request, reply) => {
      const opened = await openCorrection(app.db, request.memberId, request.body);
      return opened.ok ? { ok: true as const } : answer(request, reply, opened);
    },
  );

  app.post(
    '/solicitacoes/:requestId/cancelar',
    { schema: { params: PrivacyRequestParams, response: { 200: Ok } }, config: OWN },
    async (request, reply) => {
      const cancelled = await cancelPrivacyRequest(app.db, request.memberId, request.params.requestId);
      return cancelled.ok ? { ok: true as const } : answer(request, reply, cancelled);
    },
  );
}
