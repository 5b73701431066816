import { eq, sql } from 'drizzle-orm';
import type { InviteBody } from '../../../domain/contract/gestao-team';
import { TEAM_MESSAGES } from '../../../domain/gestao-team-messages';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { failed, succeeded } from '../../../domain/outcome';
import { auditView, type InviteMail, issueInvite } from './invite-link';

/**
 * Invites a person to the association's staff with a one-time link. A removed staff member of the same
 * association can be invited again; an e-mail in use anywhere else cannot.
 */
export const inviteStaff = (
  db: Db,
  mail: InviteMail,
  who: StaffSession,
  body: InviteBody,
  now = new Date(),
) =>
  issueInvite(db, mail, who, now, async (tx, link) => {
    const invite = { name: body.name, role: body.role, passwordHash: null, ...link };
    const [existing] = await tx
      .select({ id: staff.id, associationId: staff.associationId, removedAt: staff.removedAt })
      .from(staff)
      .where(eq(staff.email, body.email));
    if (existing && (existing.associationId !== who.associationId || existing.removedAt === null)) {
      return failed(TEAM_MESSAGES.emailTaken, 409);
    }
    const [row] = existing
      ? await tx
          .update(staff)
          .set({ ...invite, removedAt: null, tokenVersion: sql`${staff.tokenVersion} + 1` })
          .where(eq(staff.id, existing.id))
          .returning({ id: staff.id })
      : await tx
          .insert(staff)
          .values({ ...invite, associationId: who.associationId, email: body.email })
          .returning({ id: staff.id });
    const person = auditView(body);
    await recordAudit(tx, who, {
      action: 'staff.invited',
      entity: 'staff',
      entityId: row!.id,
      after: person,
    });
    return succeeded({ id: row!.id, person });
  });
