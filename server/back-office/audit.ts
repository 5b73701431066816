import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, staff } from '../db/schema';
import type { StaffSession } from './staff-accounts';

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
    issuerId: who.issuerId,
    staffId: who.id,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditRecord {
  id: number;
  at: string;
  staffName: string;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

/** The issuer's log, newest first, a page at a time (keyset on the id). */
export async function listAudit(
  db: Db,
  issuerId: number,
  { beforeId, limit }: { beforeId?: number; limit: number },
): Promise<AuditRecord[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      staffName: staff.name,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .innerJoin(staff, eq(staff.id, auditLog.staffId))
    .where(and(eq(auditLog.issuerId, issuerId), beforeId ? lt(auditLog.id, beforeId) : undefined))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}
