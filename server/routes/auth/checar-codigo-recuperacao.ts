import type { FastifyRequest } from 'fastify';
import {
  ChecarCodigoRecuperacaoBody,
  ChecarCodigoRecuperacaoResponse,
} from '../../../domain/contract/registration';
import { COMMON_MSG } from '../../../domain/messages';
import { isStrongPassword } from '../../../domain/password';
import { checkCode, CODE_INVALID } from '../../codes/verification-codes';
import { findMemberByLogin } from '../../members/find-by-login';
import { resetPassword } from '../../members/password-recovery';
import type { App } from '../../types';

/**
 * The recovery screen is public, but a member may reach it logged in: the session of that same
 * member, still live, is the one that changed the password and stays open.
 */
async function sessionOfThisMember(app: App, request: FastifyRequest, memberId: number) {
  const claims = app.verifiedClaims(request);
  if (!claims || claims.staff || claims.sub !== String(memberId) || typeof claims.sid !== 'string') {
    return undefined;
  }
  const live = await app.memberSessions.isLive({ memberId, version: claims.ver, sessionId: claims.sid });
  return live ? claims.sid : undefined;
}

const refused = (message: string) => ({
  aceito: false,
  msg: message === CODE_INVALID ? COMMON_MSG.recoveryCodeInvalid : message,
});

/** Steps 2 and 3 of password recovery: check the code, then set the new password with it. */
export default async function checarCodigoRecuperacao(app: App) {
  app.post(
    '/checarCodigoRecuperacao',
    {
      schema: { body: ChecarCodigoRecuperacaoBody, response: { 200: ChecarCodigoRecuperacaoResponse } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { USUARIO, CODIGO_RECUPERACAO, SENHA } = request.body;
      const member = USUARIO ? await findMemberByLogin(app.db, USUARIO) : undefined;
      if (!member?.passwordHash) return refused(CODE_INVALID);

      if (SENHA === undefined) {
        const checked = await checkCode(app.db, app.config.jwtSecret, {
          purpose: 'recuperacao',
          memberId: member.id,
          code: CODIGO_RECUPERACAO,
          consume: false,
        });
        return checked.ok ? { aceito: true } : refused(checked.message);
      }

      if (!SENHA) return { aceito: false, msg: COMMON_MSG.newPasswordEmpty };
      if (!isStrongPassword(SENHA)) return { aceito: false, msg: COMMON_MSG.passwordWeak };
      const reset = await resetPassword(
        app.db,
        app.config.jwtSecret,
        member.id,
        CODIGO_RECUPERACAO,
        SENHA,
        await sessionOfThisMember(app, request, member.id),
      );
      // The other sessions ended with the old password; no instance may keep a copy of them.
      if (reset.ok) await app.memberSessions.forget(member.id);
      return reset.ok ? { aceito: true, msg: COMMON_MSG.passwordChanged } : refused(reset.message);
    },
  );
}
