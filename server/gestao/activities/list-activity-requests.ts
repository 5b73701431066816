import { and, asc, count, eq } from 'drizzle-orm';
import type { ActivityRequest } from '../../../domain/contract/gestao-activities';
import { ACTIVITY_REQUESTS_PAGE_SIZE } from '../../../domain/contract/gestao-activities';
import { formatCpf } from '../../../domain/cpf';
import type { Db } from '../../db/client';
import { members, uploads } from '../../db/schema';
import { declaredActivities } from '../../db/schema-activities';

/** Solicitações › "Atividade de atualização": the association's activities awaiting analysis, oldest first. */
export async function listActivityRequests(
  db: Db,
  associationId: number,
  page: number,
): Promise<{ items: ActivityRequest[]; total: number }> {
  const pending = and(
    eq(declaredActivities.associationId, associationId),
    eq(declaredActivities.status, 'pending'),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: declaredActivities.id,
        memberName: members.name,
        cpf: members.cpf,
        name: declaredActivities.name,
        date: declaredActivities.day,
        points: declaredActivities.points,
        proofFileName: uploads.fileName,
        declaredAt: declaredActivities.createdAt,
      })
      .from(declaredActivities)
      .innerJoin(members, eq(members.id, declaredActivities.memberId))
      .innerJoin(uploads, eq(uploads.id, declaredActivities.proofUploadId))
      .where(pending)
      .orderBy(asc(declaredActivities.createdAt), asc(declaredActivities.id))
      .limit(ACTIVITY_REQUESTS_PAGE_SIZE)
      .offset((page - 1) * ACTIVITY_REQUESTS_PAGE_SIZE),
    db.select({ n: count() }).from(declaredActivities).where(pending),
  ]);
  return {
    total: counted?.n ?? 0,
    items: rows.map((r) => ({ ...r, cpf: formatCpf(r.cpf), declaredAt: r.declaredAt.toISOString() })),
  };
}
