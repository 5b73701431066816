import { and, eq, isNull } from 'drizzle-orm';
import { TEAM_MESSAGES } from '../../../domain/gestao-team-messages';
import { toWireDate } from '../../../domain/dates';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema';
import { ERRORS } from '../../error-messages';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { failed, succeeded } from '../../../domain/outcome';
import { auditView, type InviteMail, issueInvite } from './invite-link';

const inviteUntil = (d: Date | null) => ({ inviteExpiresOn: d ? toWireDate(d) : null });

/**
 * A pending invitation (expired or not) sent again: a new link replaces the old one, which stops
 * working at once, valid for 7 days from now. Someone who already set a password has none (409).
 */
export const resendInvite = (
  db: Db,
  mail: InviteMail,
  who: StaffSession,
  staffId: number,
  now = new Date(),
) =>
  issueInvite(db, mail, who, now, async (tx, link) => {
    const [row] = await tx
      .select({
        name: staff.name,
        email: staff.email,
        role: staff.role,
        passwordHash: staff.passwordHash,
        inviteExpiresAt: staff.inviteExpiresAt,
      })
      .from(staff)
      .where(and(eq(staff.id, staffId), eq(staff.associationId, who.associationId), isNull(staff.removedAt)))
      .for('update');
    if (!row) return failed(ERRORS.notFound, 404);
    if (row.passwordHash) return failed(TEAM_MESSAGES.noPendingInvite, 409);
    await tx.update(staff).set(link).where(eq(staff.id, staffId));
    const person = auditView(row);
    await recordAudit(tx, who, {
      action: 'staff.invite_resent',
      entity: 'staff',
      entityId: staffId,
      before: { ...person, ...inviteUntil(row.inviteExpiresAt) },
      after: { ...person, ...inviteUntil(link.inviteExpiresAt) },
    });
    return succeeded({ id: staffId, person });
  });
