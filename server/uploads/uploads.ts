import { and, count, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { UploadKind } from '../../domain/contract/uploads';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';

/** One flow's uploads at most: 10 documents, the residency proof, a video, and a few retries. */
export const MAX_UPLOADS_PER_FLOW = 20;

export interface NewUpload {
  id: string;
  flowId: string;
  kind: UploadKind;
  fileName: string;
  size: number;
}

export type UploadRow = typeof uploads.$inferSelect;

export async function flowUploadCount(db: Db, flowId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(uploads).where(eq(uploads.flowId, flowId));
  return row?.n ?? 0;
}

export async function recordUpload(db: Db, upload: NewUpload): Promise<void> {
  await db.insert(uploads).values(upload);
}

export async function findUpload(db: Db, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

export async function markUploadComplete(db: Db, id: string, mime: string, now = new Date()) {
  await db.update(uploads).set({ mime, completedAt: now }).where(eq(uploads.id, id));
}

export async function forgetUpload(db: Db, id: string): Promise<void> {
  await db.delete(uploads).where(and(eq(uploads.id, id), isNull(uploads.claimedAt)));
}

/** The flow's own uploads among `ids` (another flow's or an unknown id is simply not there). */
export async function findFlowUploads(db: Db, flowId: string, ids: string[]): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.flowId, flowId), inArray(uploads.id, ids)));
}

/**
 * Marks the flow's complete, unclaimed uploads as taken by a registration; true only when every
 * id was, so that the same file never becomes two members' documents.
 */
export async function claimUploads(db: Db, flowId: string, ids: string[], now = new Date()) {
  if (ids.length === 0) return true;
  const claimed = await db
    .update(uploads)
    .set({ claimedAt: now })
    .where(
      and(
        eq(uploads.flowId, flowId),
        inArray(uploads.id, ids),
        isNotNull(uploads.completedAt),
        isNull(uploads.claimedAt),
      ),
    )
    .returning({ id: uploads.id });
  return claimed.length === new Set(ids).size;
}

/** Uploads no registration took, started before `before`: the cleanup job deletes them. */
export async function abandonedUploads(db: Db, before: Date, limit = 500): Promise<string[]> {
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(isNull(uploads.claimedAt), lt(uploads.createdAt, before)))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Files whose bytes could not be deleted when their owner was erased: kept as abandoned uploads with
 * no name and no owner, which the daily sweep (deleteAbandonedUploads) deletes.
 */
export async function leaveForTheSweep(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insert(uploads)
    .values(
      ids.map((id) => ({
        id,
        flowId: 'apagado',
        kind: 'document' as const,
        fileName: '',
        size: 0,
        createdAt: new Date(0),
      })),
    )
    .onConflictDoNothing();
}
