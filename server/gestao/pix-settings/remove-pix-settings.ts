import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { associationPixSettings } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { forgetReceivingChoice } from '../receiving/receiving-choice';
import { auditOf } from './save-pix-settings';

/**
 * Forgets the association's credentials: its payments go back to the app's default gateway (the saved
 * versions stay, for the charges still open at that account).
 */
export async function removePixSettings(db: Db, who: StaffSession): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(associationPixSettings)
      .where(eq(associationPixSettings.associationId, who.associationId))
      .returning();
    if (!removed) return false;
    await forgetReceivingChoice(tx, who, 'pix-api');
    await recordAudit(tx, who, {
      action: 'pix_settings.removed',
      entity: 'pix_settings',
      entityId: who.associationId,
      before: auditOf(removed, null),
    });
    return true;
  });
}
