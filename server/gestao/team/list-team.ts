import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TeamMember } from '../../../domain/contract/gestao-team';
import type { StaffRole } from '../../../domain/contract/gestao-session';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema';
import type { StaffSession } from '../staff-accounts';

const statusOf = (row: { passwordHash: string | null; inviteExpiresAt: Date | null }, now: Date) =>
  row.passwordHash ? 'active' : row.inviteExpiresAt && row.inviteExpiresAt > now ? 'invited' : 'expired';

/** The association's staff (not removed), by name. */
export async function listTeam(db: Db, who: StaffSession, now = new Date()): Promise<TeamMember[]> {
  const rows = await db
    .select({
      id: staff.id,
      name: staff.name,
      email: staff.email,
      role: staff.role,
      passwordHash: staff.passwordHash,
      inviteExpiresAt: staff.inviteExpiresAt,
    })
    .from(staff)
    .where(and(eq(staff.associationId, who.associationId), isNull(staff.removedAt)))
    .orderBy(asc(staff.name), asc(staff.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role as StaffRole,
    status: statusOf(r, now),
    inviteExpiresAt: r.passwordHash ? null : (r.inviteExpiresAt?.toISOString() ?? null),
    you: r.id === who.id,
  }));
}
