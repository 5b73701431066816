import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issuerWhatsappSettings } from '../../db/schema-whatsapp';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';

/** Forgets the association's WhatsApp number: reminders go by e-mail and push only (or the sandbox's WhatsApp). */
export async function removeWhatsappSettings(db: Db, who: StaffSession): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(issuerWhatsappSettings)
      .where(eq(issuerWhatsappSettings.issuerId, who.issuerId))
      .returning({ phoneNumberId: issuerWhatsappSettings.phoneNumberId });
    if (!removed) return false;
    await recordAudit(tx, who, {
      action: 'whatsapp_settings.removed',
      entity: 'whatsapp_settings',
      entityId: who.issuerId,
      before: { phoneNumberId: removed.phoneNumberId },
    });
    return true;
  });
}
