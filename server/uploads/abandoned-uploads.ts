import type { Db } from '../db/client';
import type { UploadStore } from './upload-store';
import { UPLOAD_TOKEN_TTL_MS } from './upload-token';
import { abandonedUploads, forgetUpload } from './uploads';

/** Past its token's life an upload can no longer be continued nor claimed; a day is plenty. */
const ABANDONED_AFTER_MS = Math.max(24 * 60 * 60 * 1000, UPLOAD_TOKEN_TTL_MS);

/** Deletes the files no registration took (the bytes first: a row left over is retried next run). */
export async function deleteAbandonedUploads(db: Db, store: UploadStore, now = new Date()) {
  const ids = await abandonedUploads(db, new Date(now.getTime() - ABANDONED_AFTER_MS));
  for (const id of ids) {
    await store.remove(id).catch((error: unknown) => {
      // Created but never written (or already gone): nothing to delete in the store.
      if (!isMissing(error)) throw error;
    });
    await forgetUpload(db, id);
  }
  return { deleted: ids.length };
}

/** A file the store never had or already lost: nothing left to delete. */
export const isMissing = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { status_code?: number }).status_code === 404 || (error as { code?: string }).code === 'ENOENT');
