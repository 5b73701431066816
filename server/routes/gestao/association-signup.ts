import { z } from 'zod';
import {
  AssociationSignUpBody,
  AssociationSignUpDone,
  AssociationSignUpStarted,
  SignUpCodeBody,
  SignUpParams,
} from '../../../domain/contract/gestao-association';
import { captchaVerifierFrom } from '../../adapters/captcha';
import { confirmAssociationSignUp } from '../../gestao/association/confirm-signup';
import { resendSignupCode } from '../../gestao/association/signup-code';
import { startAssociationSignUp } from '../../gestao/association/start-signup';
import { answer, ERRORS, sendError } from '../../plugins/errors';
import { signStaffToken } from '../../plugins/staff-auth';
import type { App } from '../../types';

// Like the member sign-up (registrarConta, enviarCodigoConfirmacao): few tries per address.
const signUpLimit = { publicRoute: true, rateLimit: { max: 10, timeWindow: '1 minute' } };
const codeLimit = { publicRoute: true, rateLimit: { max: 20, timeWindow: '1 minute' } };

/**
 * "Cadastrar associação" (/gestao/cadastro), open to anyone unless ASSOCIATION_SIGNUP=closed:
 * then every call answers 404, as if it did not exist.
 */
export default async function associationSignUpRoutes(app: App) {
  const deps = () => ({
    db: app.db,
    secret: app.config.jwtSecret,
    outbox: app.outbox,
    captcha: captchaVerifierFrom(app.config),
  });
  // This plugin's routes only (Fastify encapsulates the hook).
  app.addHook('onRequest', async (request, reply) => {
    if (app.config.associationSignup === 'closed') return sendError(request, reply, 404, ERRORS.notFound);
  });

  app.get(
    '/cadastro',
    { config: { publicRoute: true }, schema: { response: { 200: z.object({ open: z.literal(true) }) } } },
    async () => ({ open: true as const }),
  );

  app.post(
    '/cadastro',
    {
      config: signUpLimit,
      schema: { body: AssociationSignUpBody, response: { 201: AssociationSignUpStarted } },
    },
    async (request, reply) =>
      answer(request, reply, await startAssociationSignUp(deps(), request.body, request.ip), 201),
  );

  app.post(
    '/cadastro/:signupId/codigo',
    {
      config: signUpLimit,
      schema: { params: SignUpParams, response: { 200: z.object({ sentTo: z.string() }) } },
    },
    async (request, reply) => {
      const sent = await resendSignupCode(deps(), request.params.signupId);
      return answer(request, reply, sent.ok ? { ok: true, value: { sentTo: sent.value } } : sent);
    },
  );

  app.post(
    '/cadastro/:signupId/confirmacao',
    {
      config: codeLimit,
      schema: { params: SignUpParams, body: SignUpCodeBody, response: { 200: AssociationSignUpDone } },
    },
    async (request, reply) => {
      const done = await confirmAssociationSignUp(
        app.db,
        app.config.jwtSecret,
        request.params.signupId,
        request.body.code,
      );
      if (!done.ok) return answer(request, reply, done);
      const token = signStaffToken(app, done.value.profile.id, done.value.tokenVersion);
      return { token, staff: done.value.profile };
    },
  );
}
