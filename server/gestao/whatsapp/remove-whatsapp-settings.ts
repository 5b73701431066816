import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { associationWhatsappSettings } from '../../db/schema-whatsapp';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';

/** Forgets the association's WhatsApp number: reminders go by e-mail and push only (or the sandbox's WhatsApp). */
export async function removeWhatsappSettings(db: Db, who: StaffSession): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(associationWhatsappSettings)
      .where(eq(associationWhatsappSettings.associationId, who.associationId))
      .returning({ phoneNumberId: associationWhatsappSettings.phoneNumberId });
    if (!removed) return false;
    await recordAudit(tx, who, {
      action: 'whatsapp_settings.removed',
      entity: 'whatsapp_settings',
      entityId: who.associationId,
      before: { phoneNumberId: removed.phoneNumberId },
    });
    return true;
  });
}
