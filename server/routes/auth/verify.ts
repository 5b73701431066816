import { VerifyResponse } from '../../../domain/contract/auth';
import { OkResponse } from '../../../domain/contract/common';
import { findTokenVersion, loadSessionUser } from '../../members/session-user';
import { signToken } from '../../plugins/auth';
import type { App } from '../../types';

export default async function verify(app: App) {
  app.get(
    '/verify',
    { schema: { response: { 200: VerifyResponse } }, onRequest: app.authenticate },
    async (request) => {
      const usuario = await loadSessionUser(app.db, request.memberId);
      const tokenVersion = await findTokenVersion(app.db, request.memberId);
      if (!usuario || tokenVersion === undefined) throw new Error('authenticated member has no row');
      // A fresh token each time the app opens: an active member is not logged out mid-week.
      return {
        resultado: true as const,
        token: signToken(app, request.memberId, tokenVersion),
        usuario,
      };
    },
  );

  app.post(
    '/logout',
    { schema: { response: { 200: OkResponse } }, onRequest: app.authenticate },
    async (request) => {
      await app.sessionVersions.revoke(request.memberId);
      return { resultado: true };
    },
  );
}
