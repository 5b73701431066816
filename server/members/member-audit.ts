import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, memberships } from '../db/schema';

/** How a member acted: in the app (their session), or by replying SAIR from their WhatsApp number. */
export type MemberActor = 'member' | 'sair';

export interface MemberAuditEntry {
  action: string;
  before?: unknown;
  after?: unknown;
}

/** The memberships whose association sees the member in Membros (active, awaiting approval). */
const SEEN_BY_STAFF = ['A', 'P'];

/**
 * A member's own change in the Auditoria of each association they belong to, and of no other
 * (staff read only their own association's log). Written in the transaction of the change.
 */
export async function recordMemberAudit(
  db: Db,
  memberId: number,
  actor: MemberActor,
  entry: MemberAuditEntry,
): Promise<void> {
  const associations = await db
    .selectDistinct({ associationId: memberships.associationId })
    .from(memberships)
    .where(and(eq(memberships.memberId, memberId), inArray(memberships.status, SEEN_BY_STAFF)));
  if (associations.length === 0) return;
  await db.insert(auditLog).values(
    associations.map(({ associationId }) => ({
      associationId,
      actor,
      memberId,
      action: entry.action,
      entity: 'member',
      entityId: String(memberId),
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
}
