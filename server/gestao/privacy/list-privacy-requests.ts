import { asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  PRIVACY_REQUESTS_PAGE_SIZE,
  type StaffPrivacyRequest,
} from '../../../domain/contract/privacy-requests';
import { formatCpf } from '../../../domain/cpf';
import type { Db } from '../../db/client';
import { members, staff } from '../../db/schema';
import { overdueItems } from '../../documents/member-standing';
import { privacyRequests } from '../../db/schema-privacy';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Solicitações › Privacidade (LGPD): the association's requests, those waiting first (the
 * nearest deadline first), then the answered ones, newest first.
 */
export async function listPrivacyRequests(
  db: Db,
  associationId: number,
  page: number,
  now = new Date(),
): Promise<{ items: StaffPrivacyRequest[]; total: number }> {
  const ofAssociation = eq(privacyRequests.associationId, associationId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: privacyRequests.id,
        kind: privacyRequests.kind,
        status: privacyRequests.status,
        memberId: privacyRequests.memberId,
        memberName: members.name,
        cpf: members.cpf,
        crm: members.crm,
        crmUf: members.crmUf,
        requestedAt: privacyRequests.requestedAt,
        dueAt: privacyRequests.dueAt,
        field: privacyRequests.field,
        newValue: privacyRequests.newValue,
        reason: privacyRequests.reason,
        answer: privacyRequests.answer,
        answeredAt: privacyRequests.answeredAt,
        answeredByName: staff.name,
        keptReason: privacyRequests.keptReason,
      })
      .from(privacyRequests)
      .innerJoin(members, eq(members.id, privacyRequests.memberId))
      .leftJoin(staff, eq(staff.id, privacyRequests.answeredBy))
      .where(ofAssociation)
      .orderBy(
        sql`${privacyRequests.status} = 'pending' desc`,
        sql`case when ${privacyRequests.status} = 'pending' then ${privacyRequests.dueAt} end asc`,
        desc(privacyRequests.requestedAt),
        asc(privacyRequests.id),
      )
      .limit(PRIVACY_REQUESTS_PAGE_SIZE)
      .offset((page - 1) * PRIVACY_REQUESTS_PAGE_SIZE),
    db.select({ n: count() }).from(privacyRequests).where(ofAssociation),
  ]);
  // What staff weigh before answering: the member's overdue items ("pendências financeiras").
  const overdue = new Map<number, string[]>();
  for (const r of rows) {
    if (r.status === 'pending' && !overdue.has(r.memberId)) {
      overdue.set(r.memberId, await overdueItems(db, r.memberId, associationId, now));
    }
  }
  return {
    total: counted?.n ?? 0,
    items: rows.map(({ cpf, crm, crmUf, ...r }) => ({
      ...r,
      currentValue:
        r.field === 'cpf'
          ? formatCpf(cpf)
          : r.field === 'crm'
            ? [crm, crmUf].filter(Boolean).join('/') || null
            : null,
      requestedAt: r.requestedAt.toISOString(),
      dueAt: r.dueAt.toISOString(),
      answeredAt: iso(r.answeredAt),
      overdueItems: overdue.get(r.memberId) ?? [],
    })),
  };
}
