import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, memberships } from '../../db/schema';

/** The bytes are in the row (sent inside the JSON body) or in the upload store (sent by tus). */
export interface DocumentFile {
  /** Whose document it is (the access log names them). */
  memberId: number;
  fileName: string;
  mime: string;
  size: number;
  content: Uint8Array | null;
  uploadId: string | null;
}

/**
 * A document the member sent to this association, when the member has a membership with it; any
 * other document does not exist for the caller.
 */
export async function findAssociationDocument(
  db: Db,
  associationId: number,
  documentId: number,
): Promise<DocumentFile | undefined> {
  const [row] = await db
    .select({
      memberId: documents.memberId,
      fileName: documents.fileName,
      mime: documents.mime,
      size: documents.size,
      content: documents.content,
      uploadId: documents.uploadId,
    })
    .from(documents)
    .innerJoin(
      memberships,
      and(eq(memberships.memberId, documents.memberId), eq(memberships.associationId, associationId)),
    )
    .where(and(eq(documents.id, documentId), eq(documents.associationId, associationId)));
  return row;
}
