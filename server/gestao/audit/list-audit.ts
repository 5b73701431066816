import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { AuditActor } from '../../../domain/contract/gestao-audit';
import { AUDIT_ENTITY_LABEL } from '../../../domain/gestao-audit';
import type { Db } from '../../db/client';
import { auditLog, members, staff } from '../../db/schema';

export interface AuditRecord {
  id: number;
  at: string;
  actor: AuditActor;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  /** Who or what the entry is about, as people name it: "Maria Demo Silva — Contribuição mensal 10/2026". */
  subject: string | null;
}

/** A record known by its name is said with its kind: "Evento: Congresso Demo". */
const named = (entity: string) => sql`${`${AUDIT_ENTITY_LABEL[entity]}: `}::text`;

/**
 * The entry's subject by its entity: an item (or a payment's item) as its member's name and its
 * description, a membership as its member's name, a staff account as its person's name, an event,
 * product, category or assembly as its kind and name (the record's current name). Always
 * within the entry's association.
 */
const subject = sql<string | null>`case ${auditLog.entity}
  when 'cash_flow_item' then (select m.name || ' — ' || i.description from cash_flow_items i
    join members m on m.id = i.member_id where i.id::text = ${auditLog.entityId} and i.issuer_id = ${auditLog.associationId})
  when 'transaction' then (select m.name || ' — ' || i.description from transactions t
    join cash_flow_items i on i.id = t.item_id join members m on m.id = i.member_id
    where t.id::text = ${auditLog.entityId} and i.issuer_id = ${auditLog.associationId})
  when 'membership' then (select m.name from memberships ms join members m on m.id = ms.member_id
    where ms.id::text = ${auditLog.entityId} and ms.issuer_id = ${auditLog.associationId})
  when 'staff' then (select s.name from staff s
    where s.id::text = ${auditLog.entityId} and s.issuer_id = ${auditLog.associationId})
  when 'member' then (select m.name from members m where m.id::text = ${auditLog.entityId}
    and exists (select 1 from memberships ms where ms.member_id = m.id and ms.issuer_id = ${auditLog.associationId}))
  when 'event' then ${named('event')} || (select p.description from events e join projects p on p.id = e.project_id
    where e.id::text = ${auditLog.entityId} and e.issuer_id = ${auditLog.associationId})
  when 'product' then ${named('product')} || (select p.description from projects p
    where p.id::text = ${auditLog.entityId} and p.issuer_id = ${auditLog.associationId})
  when 'category' then ${named('category')} || (select c.description from categories c
    where c.id::text = ${auditLog.entityId} and c.issuer_id = ${auditLog.associationId})
  when 'assembly' then ${named('assembly')} || (select a.title from assemblies a
    where a.id::text = ${auditLog.entityId} and a.issuer_id = ${auditLog.associationId})
  end`;

/** The association's log, newest first, a page at a time (keyset on the id). */
export async function listAudit(
  db: Db,
  associationId: number,
  { beforeId, limit }: { beforeId?: number; limit: number },
): Promise<AuditRecord[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      actor: auditLog.actor,
      staffName: staff.name,
      memberName: members.name,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      subject,
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .leftJoin(members, eq(members.id, auditLog.memberId))
    .where(and(eq(auditLog.associationId, associationId), beforeId ? lt(auditLog.id, beforeId) : undefined))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map(({ actor, staffName, memberName, ...r }) => ({
    ...r,
    at: r.at.toISOString(),
    // The table's check: a staff entry has its staff, a member's its member.
    actor: { kind: actor, name: (actor === 'staff' ? staffName : memberName) ?? '' },
  }));
}
