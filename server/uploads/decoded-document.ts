import type { SniffedMime } from '../../domain/file-type';

/** A document a sign-up sent: in the body (content) or in the upload store (uploadId). */
export interface DecodedDocument {
  fileName: string;
  mime: SniffedMime;
  size: number;
  /** The bytes, when they came inside the body; null when they are in the upload store. */
  content: Buffer | null;
  uploadId: string | null;
}
