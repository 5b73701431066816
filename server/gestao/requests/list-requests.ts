import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { AssociationRequest, RequestDocument } from '../../../domain/contract/gestao-requests';
import { REQUESTS_PAGE_SIZE } from '../../../domain/contract/gestao-requests';
import { councilRegistration, toClassCouncil } from '../../../domain/class-council';
import { formatCpf } from '../../../domain/cpf';
import type { Db } from '../../db/client';
import { categories, documents, associations, memberships, members } from '../../db/schema';

/** The association's open requests (memberships awaiting approval), oldest first, with their documents. */
export async function listRequests(
  db: Db,
  associationId: number,
  page: number,
): Promise<{ items: AssociationRequest[]; total: number }> {
  const pending = and(eq(memberships.associationId, associationId), eq(memberships.status, 'P'));
  const [rows, [counted], [association]] = await Promise.all([
    db
      .select({
        id: memberships.id,
        memberId: memberships.memberId,
        memberName: members.name,
        cpf: members.cpf,
        email: members.email,
        categoryId: memberships.categoryId,
        categoryName: categories.description,
        councilNumber: members.crm,
        councilUf: members.crmUf,
        requestedAt: memberships.createdAt,
      })
      .from(memberships)
      .innerJoin(members, eq(members.id, memberships.memberId))
      .innerJoin(categories, eq(categories.id, memberships.categoryId))
      .where(pending)
      .orderBy(asc(memberships.createdAt), asc(memberships.id))
      .limit(REQUESTS_PAGE_SIZE)
      .offset((page - 1) * REQUESTS_PAGE_SIZE),
    db.select({ n: count() }).from(memberships).where(pending),
    db
      .select({ classCouncil: associations.classCouncil })
      .from(associations)
      .where(eq(associations.id, associationId)),
  ]);
  const council = toClassCouncil(association?.classCouncil);
  const docs = rows.length
    ? await db
        .select({
          id: documents.id,
          memberId: documents.memberId,
          fileName: documents.fileName,
          mime: documents.mime,
          size: documents.size,
        })
        .from(documents)
        .where(
          and(
            eq(documents.associationId, associationId),
            inArray(
              documents.memberId,
              rows.map((r) => r.memberId),
            ),
          ),
        )
        .orderBy(asc(documents.id))
    : [];
  const byMember = new Map<number, RequestDocument[]>();
  for (const { memberId, ...doc } of docs) byMember.set(memberId, [...(byMember.get(memberId) ?? []), doc]);
  return {
    total: counted?.n ?? 0,
    items: rows.map(({ councilNumber, councilUf, ...r }) => ({
      ...r,
      cpf: formatCpf(r.cpf),
      council: councilRegistration(council, councilNumber, councilUf),
      requestedAt: r.requestedAt.toISOString(),
      documents: byMember.get(r.memberId) ?? [],
    })),
  };
}
