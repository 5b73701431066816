import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ErasureContext, PersonalDataSource } from '../db/personal-data-source';
import { members } from '../db/schema';
import { isMissing } from '../uploads/abandoned-uploads';
import type { UploadStore } from '../uploads/upload-store';

export interface ErasureDeps {
  sources: readonly PersonalDataSource[];
  uploadStore: Pick<UploadStore, 'remove'>;
}

/**
 * "Excluir minha conta" carried out, inside the caller's transaction: each registered source
 * erases its part (area by area, in the registry's order). Returns the files to delete from the
 * upload store once the transaction is committed (removeErasedFiles).
 */
export async function eraseMemberData(
  tx: Db,
  sources: readonly PersonalDataSource[],
  memberId: number,
  { now, keepForCollection }: { now: Date; keepForCollection: boolean },
): Promise<{ uploadIds: string[]; email: string | null }> {
  const [before] = await tx
    .select({ name: members.name, cpf: members.cpf, email: members.email, mobile: members.mobile })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  if (!before) return { uploadIds: [], email: null };
  const context: ErasureContext = { now, before, keepForCollection, uploadIds: [] };
  for (const { erasure } of sources) if ('erase' in erasure) await erasure.erase(tx, memberId, context);
  return { uploadIds: context.uploadIds, email: before.email };
}

/** The erased member's files leave the upload store (disk or S3); one already gone is no error. */
export async function removeErasedFiles(store: ErasureDeps['uploadStore'], uploadIds: readonly string[]) {
  for (const id of uploadIds) {
    await store.remove(id).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  }
}
