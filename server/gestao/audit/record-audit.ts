import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { StaffSession } from '../staff-accounts';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Written in the same transaction as the change it describes, so neither exists without the other. */
export async function recordAudit(db: Db, who: StaffSession, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    associationId: who.associationId,
    staffId: who.id,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
