import type { Db } from '../../db/client';
import { associationMilestones } from '../../db/schema';
import type { StaffSession } from '../staff-accounts';

/** The association QR poster was downloaded: the first time is kept, for "Primeiros passos". */
export async function recordQrDownload(db: Db, who: StaffSession): Promise<void> {
  await db
    .insert(associationMilestones)
    .values({ associationId: who.associationId, kind: 'qr_downloaded', staffId: who.id })
    .onConflictDoNothing();
}
