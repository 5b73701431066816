import { z } from 'zod';
import {
  Ok,
  StaffLoginBody,
  StaffLoginResponse,
  StaffProfile,
  StaffRole,
} from '../../../domain/contract/gestao-session';
import { checkStaffLogin, findStaffSession, revokeStaffSessions } from '../../gestao/staff-accounts';
import { sendError } from '../../plugins/errors';
import { signStaffToken } from '../../plugins/staff-auth';
import type { App } from '../../types';

/** Every role, the door's too, has a session to read and end. */
const anyStaff = { staffRoles: StaffRole.options };

export const STAFF_LOGIN_FAILED = 'E-mail ou senha inválidos.';

export default async function staffSession(app: App) {
  app.post(
    '/login',
    {
      schema: { body: StaffLoginBody, response: { 200: StaffLoginResponse } },
      config: { publicRoute: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const login = await checkStaffLogin(app.db, request.body.email, request.body.password);
      if (!login.ok) return sendError(request, reply, 401, STAFF_LOGIN_FAILED);
      return { token: signStaffToken(app, login.profile.id, login.tokenVersion), staff: login.profile };
    },
  );

  app.get(
    '/me',
    { config: anyStaff, schema: { response: { 200: z.object({ staff: StaffProfile }) } } },
    async (request, reply) => {
      const claims = app.verifiedClaims(request);
      const session = claims && (await findStaffSession(app.db, request.staff.id, claims.ver));
      if (!session) return sendError(request, reply, 401, STAFF_LOGIN_FAILED);
      return { staff: session.profile };
    },
  );

  app.post('/logout', { config: anyStaff, schema: { response: { 200: Ok } } }, async (request) => {
    await revokeStaffSessions(app.db, request.staff.id);
    return { ok: true as const };
  });
}
