import { LoginBody, LoginResponse } from '../../../domain/contract/auth';
import { COMMON_MSG } from '../../../domain/messages';
import { startSession } from '../../plugins/auth';
import { verifySecret } from '../../auth/passwords';
import { createLoginAccountLimit, loginAccountKey } from '../../auth/login-attempts';
import { findMemberByLogin } from '../../members/find-by-login';
import { confirmAccount, sendConfirmationCode } from '../../members/confirm-account';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';

export const LOGIN_FAILED = 'E-mail, celular ou senha inválidos.';

export default async function login(app: App) {
  const accountAllows = createLoginAccountLimit(app);
  app.post(
    '/login',
    {
      schema: { body: LoginBody, response: { 200: LoginResponse } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { usuario, senha, codigoConfirmacao } = request.body;
      if (!usuario || !senha) return { resultado: false, erro: COMMON_MSG.loginEmpty };
      const member = await findMemberByLogin(app.db, usuario);
      if (!(await accountAllows(request, loginAccountKey(usuario, member?.id)))) {
        return sendError(request, reply, 429, ERRORS.tooManyRequests);
      }
      // The hash is checked even for unknown users, so timing does not tell who has an account.
      const ok = await verifySecret(member?.passwordHash ?? DUMMY_HASH, senha);
      if (!member || !ok) return { resultado: false, erro: LOGIN_FAILED };

      if (!member.confirmed) {
        if (!codigoConfirmacao) {
          const enviadoPara = await sendConfirmationCode(app.db, app.config.jwtSecret, app.outbox, member);
          return { resultado: true, confirmado: false, enviadoPara };
        }
        const confirmed = await confirmAccount(app.db, app.config.jwtSecret, member.id, codigoConfirmacao);
        if (!confirmed.ok) return { resultado: false, confirmado: false, erro: confirmed.message };
      }
      return {
        resultado: true,
        confirmado: true,
        token: await startSession(app, member.id, member.tokenVersion),
      };
    },
  );
}

const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$KxOUNLMB6fCdr8dM5a3Cw6Rzql1x9Zt9b4zvFlE5n9Y';
