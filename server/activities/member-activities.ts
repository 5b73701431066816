import { and, desc, eq } from 'drizzle-orm';
import type { DeclaredActivity } from '../../domain/contract/documents-activities';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';
import { declaredActivities } from '../db/schema-activities';

/** The member's own declared activities, newest first. */
export async function memberActivities(db: Db, memberId: number): Promise<DeclaredActivity[]> {
  const rows = await db
    .select({
      id: declaredActivities.id,
      associationId: declaredActivities.associationId,
      name: declaredActivities.name,
      date: declaredActivities.day,
      points: declaredActivities.points,
      status: declaredActivities.status,
      refusalReason: declaredActivities.refusalReason,
      proofFileName: uploads.fileName,
    })
    .from(declaredActivities)
    .innerJoin(uploads, eq(uploads.id, declaredActivities.proofUploadId))
    .where(eq(declaredActivities.memberId, memberId))
    .orderBy(desc(declaredActivities.day), desc(declaredActivities.id));
  return rows.map((r) => ({ ...r, refusalReason: r.status === 'refused' ? r.refusalReason : null }));
}

export interface ActivityProof {
  /** Whose activity it is (the access log names them). */
  memberId: number;
  fileName: string;
  mime: string;
  size: number;
  uploadId: string;
}

const proofColumns = {
  memberId: declaredActivities.memberId,
  fileName: uploads.fileName,
  mime: uploads.mime,
  size: uploads.size,
  uploadId: uploads.id,
};

/** An activity's proof, when `where` finds the activity (the caller's own, or their association's). */
async function proofWhere(db: Db, where: ReturnType<typeof and>): Promise<ActivityProof | undefined> {
  const [row] = await db
    .select(proofColumns)
    .from(declaredActivities)
    .innerJoin(uploads, eq(uploads.id, declaredActivities.proofUploadId))
    .where(where);
  return row?.mime ? { ...row, mime: row.mime } : undefined;
}

/** The proof of the member's own activity; anyone else's does not exist for them. */
export const memberActivityProof = (db: Db, memberId: number, activityId: number) =>
  proofWhere(db, and(eq(declaredActivities.id, activityId), eq(declaredActivities.memberId, memberId)));

/** The proof of an activity declared to the staff's association; any other does not exist for them. */
export const associationActivityProof = (db: Db, associationId: number, activityId: number) =>
  proofWhere(
    db,
    and(eq(declaredActivities.id, activityId), eq(declaredActivities.associationId, associationId)),
  );
