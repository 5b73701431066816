import type { UploadKind } from '../../domain/contract/uploads';
import type { SniffedMime } from '../../domain/file-type';
import { fileWrongType } from '../../domain/messages';
import { UPLOAD_MSG } from '../../domain/upload-messages';
import type { Db } from '../db/client';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import type { DecodedDocument } from './decoded-document';
import { findFlowUploads } from './uploads';

export interface UploadedFile {
  fileName: string;
  uploadId: string;
}

/**
 * A registration's uploaded file as a document: it must be this flow's own upload (another
 * flow's id, or an unknown one, is not found), finished, untaken, and of a kind the field takes.
 * The registration claims it in its transaction (claimUploads).
 */
export async function uploadedDocument(
  db: Db,
  flowId: string | null,
  file: UploadedFile,
  kinds: readonly UploadKind[],
): Promise<Outcome<DecodedDocument>> {
  if (!flowId) return failed(UPLOAD_MSG.tokenInvalid);
  const [row] = await findFlowUploads(db, flowId, [file.uploadId]);
  if (!row || row.claimedAt) return failed(UPLOAD_MSG.notFound);
  if (!row.completedAt || !row.mime) return failed(UPLOAD_MSG.notFinished(file.fileName));
  if (!kinds.includes(row.kind)) return failed(fileWrongType(file.fileName));
  return succeeded({
    fileName: row.fileName,
    mime: row.mime as SniffedMime,
    size: row.size,
    content: null,
    uploadId: row.id,
  });
}
