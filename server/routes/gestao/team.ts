import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Ok, type StaffRole } from '../../../domain/contract/gestao-session';
import {
  AcceptInviteBody,
  InviteBody,
  InviteInfo,
  InviteParams,
  RoleBody,
  StaffParams,
  TeamMember,
  TeamResponse,
} from '../../../domain/contract/gestao-team';
import { TEAM_MESSAGES } from '../../../domain/gestao-team-messages';
import {
  acceptInvite,
  changeStaffRole,
  findInvite,
  inviteStaff,
  listTeam,
  removeStaff,
  type TeamResult,
} from '../../back-office/team';
import { sendError } from '../../plugins/errors';
import type { App } from '../../types';

const gestorOnly: { staffRoles: StaffRole[] } = { staffRoles: ['gestor'] };
// The invitation's page is open to anyone with the link: few tries per address.
const inviteLink = { publicRoute: true, rateLimit: { max: 20, timeWindow: '1 minute' } };

const answer = (request: FastifyRequest, reply: FastifyReply, result: TeamResult) =>
  result.ok ? { ok: true as const } : sendError(request, reply, result.status, result.message);

/** Equipe: the issuer's staff, invitations with a one-time link, role changes and removals. */
export default async function teamRoutes(app: App) {
  app.get('/team', { config: gestorOnly, schema: { response: { 200: TeamResponse } } }, async (request) => ({
    staff: await listTeam(app.db, request.staff),
  }));

  app.post(
    '/team/invitations',
    { config: gestorOnly, schema: { body: InviteBody, response: { 201: z.object({ staff: TeamMember }) } } },
    async (request, reply) => {
      const result = await inviteStaff(
        app.db,
        app.outbox,
        app.config.publicUrl ?? '',
        request.staff,
        request.body,
      );
      if (!result.ok) return sendError(request, reply, result.status, result.message);
      return reply.code(201).send({ staff: result.value });
    },
  );

  app.put(
    '/team/:staffId/role',
    { config: gestorOnly, schema: { params: StaffParams, body: RoleBody, response: { 200: Ok } } },
    async (request, reply) =>
      answer(
        request,
        reply,
        await changeStaffRole(app.db, request.staff, request.params.staffId, request.body.role),
      ),
  );

  app.delete(
    '/team/:staffId',
    { config: gestorOnly, schema: { params: StaffParams, response: { 200: Ok } } },
    async (request, reply) =>
      answer(request, reply, await removeStaff(app.db, request.staff, request.params.staffId)),
  );

  app.get(
    '/invitations/:token',
    { config: inviteLink, schema: { params: InviteParams, response: { 200: InviteInfo } } },
    async (request, reply) => {
      const invite = await findInvite(app.db, request.params.token);
      return invite ?? sendError(request, reply, 404, TEAM_MESSAGES.inviteInvalid);
    },
  );

  app.post(
    '/invitations/:token',
    { config: inviteLink, schema: { params: InviteParams, body: AcceptInviteBody, response: { 200: Ok } } },
    async (request, reply) =>
      answer(request, reply, await acceptInvite(app.db, request.params.token, request.body.password)),
  );
}
