import { VerifyResponse } from '../../../domain/contract/auth';
import { OkResponse } from '../../../domain/contract/common';
import { findTokenVersion, loadSessionUser } from '../../members/session-user';
import { signToken } from '../../plugins/auth';
import type { App } from '../../types';
import { toUsuario } from './session-user-wire';

export default async function verify(app: App) {
  app.get(
    '/verify',
    { schema: { response: { 200: VerifyResponse } }, onRequest: app.authenticate },
    async (request) => {
      const user = await loadSessionUser(app.db, request.memberId);
      const tokenVersion = await findTokenVersion(app.db, request.memberId);
      if (!user || tokenVersion === undefined) throw new Error('authenticated member has no row');
      // A fresh token each time the app opens: an active member is not logged out mid-week.
      await app.memberSessions.renew(request.sessionId, app.config.tokenTtlSeconds);
      return {
        resultado: true as const,
        token: signToken(app, request.memberId, tokenVersion, request.sessionId),
        usuario: toUsuario(user),
      };
    },
  );

  // Sair: this device only; the member's other devices stay logged in.
  app.post(
    '/logout',
    { schema: { response: { 200: OkResponse } }, onRequest: app.authenticate },
    async (request) => {
      await app.memberSessions.end(request.sessionId);
      return { resultado: true };
    },
  );

  // "Sair de todos os dispositivos" in the profile: every session of the member, this one too.
  app.post(
    '/logoutTodos',
    { schema: { response: { 200: OkResponse } }, onRequest: app.authenticate },
    async (request) => {
      await app.memberSessions.endAll(request.memberId);
      return { resultado: true };
    },
  );
}
