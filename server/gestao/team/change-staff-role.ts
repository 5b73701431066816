import { eq, sql } from 'drizzle-orm';
import type { StaffRole } from '../../../domain/contract/gestao-session';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { succeeded, type Outcome } from '../../../domain/outcome';
import { auditView } from './invite-link';
import { changeable } from './changeable-staff';

/** A new role; the person's sessions end (they sign in again with the new role). */
export async function changeStaffRole(
  db: Db,
  who: StaffSession,
  staffId: number,
  role: StaffRole,
): Promise<Outcome<true>> {
  return db.transaction(async (tx) => {
    const found = await changeable(tx, who, staffId, role !== 'gestor');
    if (!found.ok) return found;
    if (found.value.role === role) return succeeded(true);
    await tx
      .update(staff)
      .set({ role, tokenVersion: sql`${staff.tokenVersion} + 1` })
      .where(eq(staff.id, staffId));
    await recordAudit(tx, who, {
      action: 'staff.role_changed',
      entity: 'staff',
      entityId: staffId,
      before: auditView(found.value),
      after: auditView({ ...found.value, role }),
    });
    return succeeded(true);
  });
}
