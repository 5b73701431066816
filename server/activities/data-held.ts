import { eq, inArray } from 'drizzle-orm';
import { memberRows, type PersonalDataSource } from '../db/personal-data-source';
import { uploads } from '../db/schema';
import { declaredActivities } from '../db/schema-activities';

/** Continuing-education activities the member declared, with their proofs. */
export const ACTIVITY_DATA: PersonalDataSource[] = [
  memberRows('atividades', declaredActivities, {
    async erase(tx, memberId, context) {
      const removed = await tx
        .delete(declaredActivities)
        .where(eq(declaredActivities.memberId, memberId))
        .returning({ uploadId: declaredActivities.proofUploadId });
      const ids = removed.map((r) => r.uploadId);
      if (ids.length) await tx.delete(uploads).where(inArray(uploads.id, ids));
      context.uploadIds.push(...ids);
    },
  }),
];
