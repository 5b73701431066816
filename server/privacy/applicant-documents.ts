import { and, eq, exists, inArray, isNull, lt, not, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documents, members, memberships } from '../db/schema';
import { deleteDocumentRows } from '../members/erase-profile';
import type { UploadStore } from '../uploads/upload-store';
import { removeErasedFiles } from './erase-member';

/** docs/privacy.md: the documents of applicants refused or abandoned are kept 180 days. */
export const APPLICANT_DOCUMENTS_KEPT_DAYS = 180;
const BATCH = 200;

/** An application refused, or left waiting for approval, before the cutoff. */
const staleApplication = (cutoff: Date) =>
  or(
    and(
      eq(memberships.status, 'N'),
      lt(sql`coalesce(${memberships.decidedAt}, ${memberships.createdAt})`, cutoff),
    ),
    and(eq(memberships.status, 'P'), lt(memberships.createdAt, cutoff)),
  );

/**
 * A membership the document belongs to: at the document's association, or at any association
 * when the document names none (it is the member's, sent with whichever application).
 */
const coversDocument = and(
  eq(memberships.memberId, documents.memberId),
  or(isNull(documents.associationId), eq(memberships.associationId, documents.associationId)),
);

/**
 * Documents of applicants refused or abandoned for 180 days: the document is that old, the member
 * is active at none of the associations it belongs to and has no application younger than that
 * there, and either such an application was refused or left waiting before the cutoff, or the
 * account was never confirmed and is older than it.
 */
function expiredApplicantDocuments(db: Db, cutoff: Date) {
  const membershipWhere = (condition: ReturnType<typeof and>) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(memberships)
        .where(and(coversDocument, condition)),
    );
  const keptBy = or(
    eq(memberships.status, 'A'),
    and(inArray(memberships.status, ['P', 'N']), not(staleApplication(cutoff)!)),
  );
  const neverConfirmed = exists(
    db
      .select({ one: sql`1` })
      .from(members)
      .where(
        and(eq(members.id, documents.memberId), eq(members.confirmed, false), lt(members.createdAt, cutoff)),
      ),
  );
  return and(
    lt(documents.createdAt, cutoff),
    not(membershipWhere(keptBy)),
    or(neverConfirmed, membershipWhere(staleApplication(cutoff))),
  );
}

/**
 * The retention job ('documentos-candidatos'): deletes those documents in batches, the files of
 * the upload store (disk or S3) first as the erasure does, then the rows, so that a run stopped
 * between the two finds the rows again and finishes; a second run finds nothing.
 */
export async function deleteExpiredApplicantDocuments(
  db: Db,
  store: Pick<UploadStore, 'remove'>,
  now = new Date(),
): Promise<{ deleted: number }> {
  const cutoff = new Date(now.getTime() - APPLICANT_DOCUMENTS_KEPT_DAYS * 86_400_000);
  let deleted = 0;
  for (;;) {
    const batch = await db
      .select({ id: documents.id, uploadId: documents.uploadId })
      .from(documents)
      .where(expiredApplicantDocuments(db, cutoff))
      .orderBy(documents.id)
      .limit(BATCH);
    if (batch.length === 0) break;
    await removeErasedFiles(
      store,
      batch.map((d) => d.uploadId).filter((id): id is string => id !== null),
    );
    const ids = batch.map((d) => d.id);
    await db.transaction((tx) => deleteDocumentRows(tx, inArray(documents.id, ids)));
    deleted += batch.length;
    if (batch.length < BATCH) break;
  }
  return { deleted };
}
