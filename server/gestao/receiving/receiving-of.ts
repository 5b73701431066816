import { eq } from 'drizzle-orm';
import type { AsaasSettingsView, ReceivingView } from '../../../domain/contract/gestao-receiving';
import type { Db } from '../../db/client';
import { associationAsaasSettings } from '../../db/schema';
import { pixCredentialsRevision } from '../../associations/pix-credentials';
import { receivingChoiceOf } from '../../associations/asaas-credentials';

/** What the back office may see of the Asaas row: the base URL, and only that key and token are set. */
export const asaasViewOf = (row: { apiUrl: string; updatedAt: Date }): AsaasSettingsView => ({
  apiUrl: row.apiUrl,
  apiKeySet: true,
  webhookTokenSet: true,
  updatedAt: row.updatedAt.toISOString(),
});

/** Where Asaas notifies this install: one address, the token telling whose account it is. */
const asaasWebhookUrl = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}/api/webhooks/asaas`;

/** Recebimentos as the gestor sees it: the choice, what is configured, never a secret. */
export async function receivingOf(
  db: Db,
  associationId: number,
  install: { sandbox: boolean; publicUrl: string },
): Promise<ReceivingView> {
  const [asaas] = await db
    .select({ apiUrl: associationAsaasSettings.apiUrl, updatedAt: associationAsaasSettings.updatedAt })
    .from(associationAsaasSettings)
    .where(eq(associationAsaasSettings.associationId, associationId));
  return {
    chosen: await receivingChoiceOf(db, associationId),
    sandboxAvailable: install.sandbox,
    hasPixSettings: (await pixCredentialsRevision(db, associationId)) !== null,
    asaas: asaas ? asaasViewOf(asaas) : null,
    asaasWebhookUrl: asaasWebhookUrl(install.publicUrl),
  };
}
