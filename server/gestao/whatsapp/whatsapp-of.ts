import { eq } from 'drizzle-orm';
import type { WhatsappSettingsView, WhatsappView } from '../../../domain/contract/gestao-whatsapp';
import type { Db } from '../../db/client';
import { associationWhatsappSettings } from '../../db/schema-whatsapp';

type SettingsRow = typeof associationWhatsappSettings.$inferSelect;

/** What the back office may see of the row: the number's id, the templates, and that each secret is set. */
export const whatsappSettingsViewOf = (row: SettingsRow): WhatsappSettingsView => ({
  phoneNumberId: row.phoneNumberId,
  accessTokenSet: true,
  appSecretSet: true,
  verifyTokenSet: true,
  reminderTemplate: row.reminderTemplate,
  paidTemplate: row.paidTemplate,
  updatedAt: row.updatedAt.toISOString(),
});

export const whatsappWebhookUrl = (publicUrl: string) =>
  `${publicUrl.replace(/\/+$/, '')}/api/webhooks/whatsapp`;

/** Recebimentos › WhatsApp as the gestor sees it: never a token or the app secret. */
export async function whatsappOf(
  db: Db,
  associationId: number,
  install: { sandbox: boolean; publicUrl: string },
): Promise<WhatsappView> {
  const [row] = await db
    .select()
    .from(associationWhatsappSettings)
    .where(eq(associationWhatsappSettings.associationId, associationId));
  return {
    settings: row ? whatsappSettingsViewOf(row) : null,
    webhookUrl: whatsappWebhookUrl(install.publicUrl),
    sandbox: install.sandbox,
  };
}
