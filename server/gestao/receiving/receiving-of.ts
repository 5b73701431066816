import { eq } from 'drizzle-orm';
import type { AsaasSettingsView, ReceivingView } from '../../../domain/contract/gestao-receiving';
import type { Db } from '../../db/client';
import { issuerAsaasSettings } from '../../db/schema';
import { pixCredentialsRevision } from '../../issuers/pix-credentials';
import { receivingChoiceOf } from '../../issuers/asaas-credentials';

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
  issuerId: number,
  install: { sandbox: boolean; publicUrl: string },
): Promise<ReceivingView> {
  const [asaas] = await db
    .select({ apiUrl: issuerAsaasSettings.apiUrl, updatedAt: issuerAsaasSettings.updatedAt })
    .from(issuerAsaasSettings)
    .where(eq(issuerAsaasSettings.issuerId, issuerId));
  return {
    chosen: await receivingChoiceOf(db, issuerId),
    sandboxAvailable: install.sandbox,
    hasPixSettings: (await pixCredentialsRevision(db, issuerId)) !== null,
    asaas: asaas ? asaasViewOf(asaas) : null,
    asaasWebhookUrl: asaasWebhookUrl(install.publicUrl),
  };
}
