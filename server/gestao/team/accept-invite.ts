import type { StaffRole } from '../../../domain/contract/gestao-session';
import { TEAM_MESSAGES } from '../../../domain/gestao-team-messages';
import { COMMON_MSG } from '../../../domain/messages';
import { isStrongPassword } from '../../../domain/password';
import { hashSecret } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { auditView } from './invite-link';
import { pendingInvite } from './find-invite';

/** Sets the password of an invitation's account; the link works once. */
export async function acceptInvite(
  db: Db,
  token: string,
  password: string,
  now = new Date(),
): Promise<Outcome<true>> {
  if (!isStrongPassword(password)) return failed(COMMON_MSG.passwordWeak);
  const passwordHash = await hashSecret(password);
  return db.transaction(async (tx) => {
    // The token is cleared in the same statement that checks it: two submits cannot both pass.
    const [row] = await tx
      .update(staff)
      .set({ passwordHash, inviteTokenHash: null, inviteExpiresAt: null })
      .where(pendingInvite(token, now))
      .returning({
        id: staff.id,
        associationId: staff.associationId,
        role: staff.role,
        name: staff.name,
        email: staff.email,
      });
    if (!row) return failed(TEAM_MESSAGES.inviteInvalid, 404);
    await recordAudit(
      tx,
      { id: row.id, associationId: row.associationId, role: row.role as StaffRole },
      {
        action: 'staff.invite_accepted',
        entity: 'staff',
        entityId: row.id,
        after: auditView(row),
      },
    );
    return succeeded(true);
  });
}
