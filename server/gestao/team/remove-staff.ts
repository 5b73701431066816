import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { succeeded, type Outcome } from '../../../domain/outcome';
import { auditView } from './invite-link';
import { changeable } from './changeable-staff';

/** Removal is soft (the audit log still names them); their sessions and any pending link end at once. */
export async function removeStaff(
  db: Db,
  who: StaffSession,
  staffId: number,
  now = new Date(),
): Promise<Outcome<true>> {
  return db.transaction(async (tx) => {
    const found = await changeable(tx, who, staffId, true);
    if (!found.ok) return found;
    await tx
      .update(staff)
      .set({
        removedAt: now,
        inviteTokenHash: null,
        inviteExpiresAt: null,
        tokenVersion: sql`${staff.tokenVersion} + 1`,
      })
      .where(eq(staff.id, staffId));
    await recordAudit(tx, who, {
      action: 'staff.removed',
      entity: 'staff',
      entityId: staffId,
      before: auditView(found.value),
    });
    return succeeded(true);
  });
}
