import { z } from 'zod';
import { mapValue, type Outcome } from '../../../domain/outcome';
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
import { acceptInvite } from '../../gestao/team/accept-invite';
import { changeStaffRole } from '../../gestao/team/change-staff-role';
import { findInvite } from '../../gestao/team/find-invite';
import { inviteStaff } from '../../gestao/team/invite-staff';
import { listTeam } from '../../gestao/team/list-team';
import { removeStaff } from '../../gestao/team/remove-staff';
import { resendInvite } from '../../gestao/team/resend-invite';
import { type InviteMail } from '../../gestao/team/invite-link';
import { answer, sendError } from '../../plugins/errors';
import type { App } from '../../types';

const gestorOnly: { staffRoles: StaffRole[] } = { staffRoles: ['gestor'] };
// The invitation's page is open to anyone with the link: few tries per address.
const inviteLink = { publicRoute: true, rateLimit: { max: 20, timeWindow: '1 minute' } };

const okOf = (outcome: Outcome<true>) => mapValue(outcome, () => ({ ok: true as const }));
const staffOf = (outcome: Outcome<TeamMember>) => mapValue(outcome, (member) => ({ staff: member }));

/** Equipe: the association's staff, invitations with a one-time link, role changes and removals. */
export default async function teamRoutes(app: App) {
  app.get('/team', { config: gestorOnly, schema: { response: { 200: TeamResponse } } }, async (request) => ({
    staff: await listTeam(app.db, request.staff),
  }));

  const mail = (): InviteMail => ({ outbox: app.outbox, publicUrl: app.config.publicUrl });
  const StaffOut = z.object({ staff: TeamMember });

  app.post(
    '/team/invitations',
    { config: gestorOnly, schema: { body: InviteBody, response: { 201: StaffOut } } },
    async (request, reply) =>
      answer(request, reply, staffOf(await inviteStaff(app.db, mail(), request.staff, request.body)), 201),
  );

  // A new link for a pending invitation: the old one stops working.
  app.post(
    '/team/:staffId/invitation',
    { config: gestorOnly, schema: { params: StaffParams, response: { 200: StaffOut } } },
    async (request, reply) =>
      answer(
        request,
        reply,
        staffOf(await resendInvite(app.db, mail(), request.staff, request.params.staffId)),
      ),
  );

  app.put(
    '/team/:staffId/role',
    { config: gestorOnly, schema: { params: StaffParams, body: RoleBody, response: { 200: Ok } } },
    async (request, reply) =>
      answer(
        request,
        reply,
        okOf(await changeStaffRole(app.db, request.staff, request.params.staffId, request.body.role)),
      ),
  );

  app.delete(
    '/team/:staffId',
    { config: gestorOnly, schema: { params: StaffParams, response: { 200: Ok } } },
    async (request, reply) =>
      answer(request, reply, okOf(await removeStaff(app.db, request.staff, request.params.staffId))),
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
      answer(request, reply, okOf(await acceptInvite(app.db, request.params.token, request.body.password))),
  );
}
