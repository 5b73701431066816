import { and, eq } from 'drizzle-orm';
import { ACTIVITY_MSG } from '../../domain/activity-messages';
import { ACTIVITY_PROOF_MIMES, activityErrors } from '../../domain/activity-rules';
import type { DeclaredActivity, NewActivity } from '../../domain/contract/documents-activities';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import { UPLOAD_MSG } from '../../domain/upload-messages';
import { todayInSaoPaulo } from '../../domain/sao-paulo-days';
import type { Db } from '../db/client';
import { associations, memberships } from '../db/schema';
import { declaredActivities } from '../db/schema-activities';
import { uploadedDocument } from '../uploads/uploaded-documents';
import { readUploadToken } from '../uploads/upload-token';
import { claimUploads } from '../uploads/uploads';

/** The member's active membership's "Meta de pontos" rule, when the association set one. */
async function goalRule(db: Db, memberId: number, associationId: number) {
  const [row] = await db
    .select({ years: associations.pointsYears, maxPerYear: associations.pointsMaxPerYear })
    .from(memberships)
    .innerJoin(associations, eq(associations.id, memberships.associationId))
    .where(
      and(
        eq(memberships.memberId, memberId),
        eq(memberships.associationId, associationId),
        eq(memberships.status, 'A'),
      ),
    )
    .limit(1);
  return row;
}

/**
 * "Adicionar atividade": the member declares an activity to one of their associations, with its
 * proof (an upload of the member's own flow, PDF/JPG/PNG, claimed here so no one else takes it).
 * It waits for the association's staff ("Em análise") before it counts.
 */
export async function declareActivity(
  db: Db,
  secret: string,
  memberId: number,
  body: NewActivity,
  now = new Date(),
): Promise<Outcome<DeclaredActivity>> {
  const rule = await goalRule(db, memberId, body.associationId);
  if (!rule) return failed(ACTIVITY_MSG.notMember, 404);
  if (rule.years === null || rule.maxPerYear === null) return failed(ACTIVITY_MSG.noGoal, 422);
  const today = todayInSaoPaulo(now);
  const fields = { name: body.name, date: body.date, points: String(body.points) };
  const errors = activityErrors(fields, today, Number(today.slice(0, 4)) - rule.years + 1);
  const firstError = errors.name ?? errors.date ?? errors.points;
  if (firstError) return failed(firstError, 422);
  if (!body.uploadId) return failed(ACTIVITY_MSG.proofRequired, 422);

  const flowId = readUploadToken(secret, body.uploadToken, now)?.flowId ?? null;
  const proof = await uploadedDocument(db, flowId, { fileName: 'comprovante', uploadId: body.uploadId }, [
    'document',
  ]);
  if (!proof.ok) return failed(proof.message, 422);
  if (!ACTIVITY_PROOF_MIMES.includes(proof.value.mime)) return failed(ACTIVITY_MSG.proofWrongType, 422);

  return db.transaction(async (tx) => {
    if (!(await claimUploads(tx, flowId!, [body.uploadId], now))) return failed(UPLOAD_MSG.notFound, 422);
    const [row] = await tx
      .insert(declaredActivities)
      .values({
        memberId,
        associationId: body.associationId,
        name: fields.name.trim(),
        day: fields.date,
        points: Number(fields.points.trim()),
        proofUploadId: body.uploadId,
        createdAt: now,
      })
      .returning();
    return succeeded({
      id: row!.id,
      associationId: row!.associationId,
      name: row!.name,
      date: row!.day,
      points: row!.points,
      status: row!.status,
      refusalReason: null,
      proofFileName: proof.value.fileName,
    });
  });
}
