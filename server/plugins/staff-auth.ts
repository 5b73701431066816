import fp from 'fastify-plugin';
import type { StaffRole } from '../../domain/contract/gestao-session';
import { findStaffSession, type StaffSession } from '../gestao/staff-accounts';
import type { App } from '../types';
import { Unauthorized } from './auth';

class Forbidden extends Error {
  statusCode = 403;
}

const GESTAO_ERRORS = {
  forbidden: 'Seu perfil não tem acesso a esta área.',
} as const;

/**
 * Gestão sessions: tokens marked `staff`, whose version still matches the account. The
 * association and the role come from the account on every call, so a role change or a removal takes
 * effect at once.
 */
export const staffAuthPlugin = fp(async (app: App) => {
  app.decorateRequest('staff', null as unknown as StaffSession);
  app.decorate('staffOnly', (...roles: StaffRole[]) => async (request) => {
    const claims = app.verifiedClaims(request);
    if (!claims?.staff) throw new Unauthorized();
    const id = Number(claims.sub);
    if (!Number.isInteger(id)) throw new Unauthorized();
    const session = await findStaffSession(app.db, id, claims.ver);
    if (!session) throw new Unauthorized();
    if (roles.length > 0 && !roles.includes(session.role)) throw new Forbidden(GESTAO_ERRORS.forbidden);
    request.staff = { id: session.id, associationId: session.associationId, role: session.role };
  });
});

export const signStaffToken = (app: App, staffId: number, tokenVersion: number) =>
  app.jwt.sign({ sub: String(staffId), ver: tokenVersion, staff: true });
