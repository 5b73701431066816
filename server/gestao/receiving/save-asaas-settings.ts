import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AsaasSettingsBody, AsaasSettingsView } from '../../../domain/contract/gestao-receiving';
import { RECEIVING_MESSAGES as MSG } from '../../../domain/gestao-receiving-messages';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { associationAsaasSettings, associationAsaasSettingsVersions } from '../../db/schema';
import { ASAAS_PRODUCTION_URL, asaasSecretContext } from '../../associations/asaas-credentials';
import { accountOfWebhookToken } from '../../associations/asaas-webhook-token';
import type { SecretBox } from '../../secrets/secret-box';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { asaasViewOf } from './receiving-of';
import { recordReceivingChoice } from './receiving-choice';

export interface AsaasInstall {
  /** ASAAS_API_URL: where associations' keys are used (Asaas's sandbox or production). */
  apiUrl: string | undefined;
  /** ASAAS_WEBHOOK_TOKEN of the install, which no association may reuse. */
  webhookToken: string | undefined;
}

const TOKEN = /^\S{32,255}$/;
const KEY = /^\S{1,500}$/;

/** What the audit log keeps: where, and only whether each secret was set or replaced. */
const auditOf = (apiUrl: string, replaced: { apiKey: boolean; webhookToken: boolean } | null) => ({
  apiUrl,
  apiKey: replaced?.apiKey ? 'substituída' : 'configurada',
  webhookToken: replaced?.webhookToken ? 'substituído' : 'configurado',
});

/**
 * Saves the association's Asaas account (key and token sealed with SECRETS_KEY, kept by revision
 * for the charges taken with it) and makes Asaas how it receives; audited without any secret.
 */
export async function saveAsaasSettings(
  db: Db,
  box: SecretBox,
  who: StaffSession,
  body: AsaasSettingsBody,
  install: AsaasInstall,
): Promise<Outcome<AsaasSettingsView>> {
  const apiKey = body.apiKey?.trim() ?? '';
  const webhookToken = body.webhookToken?.trim() ?? '';
  if (apiKey && !KEY.test(apiKey)) return failed(MSG.apiKeyInvalid);
  if (webhookToken && !TOKEN.test(webhookToken)) return failed(MSG.webhookTokenInvalid);
  if (webhookToken) {
    const owner = await accountOfWebhookToken(db, box, webhookToken, install.webhookToken);
    if (owner && (owner === 'env' || owner.associationId !== who.associationId))
      return failed(MSG.webhookTokenTaken);
  }
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(associationAsaasSettings)
      .where(eq(associationAsaasSettings.associationId, who.associationId))
      .for('update');
    if (!apiKey && !before) return failed(MSG.apiKeyMissing);
    if (!webhookToken && !before) return failed(MSG.webhookTokenMissing);
    const apiUrl = install.apiUrl ?? ASAAS_PRODUCTION_URL;
    const version = {
      revision: randomUUID(),
      associationId: who.associationId,
      apiUrl,
      apiKeyEncrypted: apiKey
        ? box.seal(apiKey, asaasSecretContext(who.associationId, 'api_key'))
        : before!.apiKeyEncrypted,
      webhookTokenEncrypted: webhookToken
        ? box.seal(webhookToken, asaasSecretContext(who.associationId, 'webhook_token'))
        : before!.webhookTokenEncrypted,
    };
    const [saved] = await tx
      .insert(associationAsaasSettings)
      .values({ ...version, updatedBy: who.id })
      .onConflictDoUpdate({
        target: associationAsaasSettings.associationId,
        set: { ...version, updatedBy: who.id, updatedAt: new Date() },
      })
      .returning();
    // Kept by revision: charges taken with this version are read back and refunded with it.
    await tx.insert(associationAsaasSettingsVersions).values(version);
    await recordReceivingChoice(tx, who, 'asaas');
    await recordAudit(tx, who, {
      action: 'asaas_settings.saved',
      entity: 'asaas_settings',
      entityId: who.associationId,
      before: before ? auditOf(before.apiUrl, null) : null,
      after: auditOf(apiUrl, before ? { apiKey: !!apiKey, webhookToken: !!webhookToken } : null),
    });
    return succeeded(asaasViewOf(saved!));
  });
}
