import { Ok, StaffForgotPasswordBody, StaffResetPasswordBody } from '../../../domain/contract/gestao-session';
import { requestStaffRecoveryCode, resetStaffPassword } from '../../gestao/staff-password-recovery';
import { sendError } from '../../plugins/errors';
import type { App } from '../../types';

// Anyone may ask, without a session: few tries a minute per address.
const openToAnyone = (max: number) => ({ publicRoute: true, rateLimit: { max, timeWindow: '1 minute' } });

/** Esqueci minha senha of the back office: a 6-digit code by e-mail, then the new password. */
export default async function staffPasswordRecovery(app: App) {
  app.post(
    '/password/forgot',
    { config: openToAnyone(5), schema: { body: StaffForgotPasswordBody, response: { 200: Ok } } },
    async (request) => {
      await requestStaffRecoveryCode(app.db, app.config.jwtSecret, app.outbox, request.body.email);
      return { ok: true as const };
    },
  );

  app.post(
    '/password/reset',
    { config: openToAnyone(10), schema: { body: StaffResetPasswordBody, response: { 200: Ok } } },
    async (request, reply) => {
      const result = await resetStaffPassword(app.db, app.config.jwtSecret, request.body);
      return result.ok ? { ok: true as const } : sendError(request, reply, 400, result.message);
    },
  );
}
