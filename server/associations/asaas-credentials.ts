import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  associationAsaasSettings,
  associationAsaasSettingsVersions,
  associationReceiving,
} from '../db/schema';
import type { AsaasConnection } from '../gateways/payment/asaas/asaas-config';
import type { SecretBox } from '../secrets/secret-box';

/** The sealed fields of issuer_asaas_settings; each is sealed for its association and column only. */
export type SealedAsaasField = 'api_key' | 'webhook_token';
export const asaasSecretContext = (associationId: number, field: SealedAsaasField) =>
  `issuer_asaas_settings:${associationId}:${field}`;

/** Asaas API v3 in production, when the install names no other base (ASAAS_API_URL). */
export const ASAAS_PRODUCTION_URL = 'https://api.asaas.com/v3';

/** transactions.gateway_account (and asaas_customers.account) of a charge taken with one version. */
export const ASAAS_ACCOUNT_PREFIX = 'asaas:';
export const asaasAccountOf = (revision: string) => `${ASAAS_ACCOUNT_PREFIX}${revision}`;
export const asaasRevisionOf = (account: string | null): string | null =>
  account?.startsWith(ASAAS_ACCOUNT_PREFIX) ? account.slice(ASAAS_ACCOUNT_PREFIX.length) : null;

/** An association's Asaas account, opened; `revision` names this version of it. */
export interface AssociationAsaasCredentials {
  connection: AsaasConnection;
  revision: string;
}

type SealedRow = { associationId: number; revision: string } & Pick<
  typeof associationAsaasSettings.$inferSelect,
  'apiUrl' | 'apiKeyEncrypted' | 'webhookTokenEncrypted'
>;

/** Throws SecretRefused when a secret does not open (altered, or another SECRETS_KEY). */
function opened(box: SecretBox, row: SealedRow): AssociationAsaasCredentials {
  return {
    revision: row.revision,
    connection: {
      apiUrl: row.apiUrl,
      apiKey: box.open(row.apiKeyEncrypted, asaasSecretContext(row.associationId, 'api_key')),
      webhookToken: box.open(
        row.webhookTokenEncrypted,
        asaasSecretContext(row.associationId, 'webhook_token'),
      ),
    },
  };
}

export async function readAsaasCredentials(
  db: Db,
  box: SecretBox,
  associationId: number,
): Promise<AssociationAsaasCredentials | null> {
  const [row] = await db
    .select()
    .from(associationAsaasSettings)
    .where(eq(associationAsaasSettings.associationId, associationId));
  return row ? opened(box, row) : null;
}

/** One saved version, opened; null when the association never saved it. */
export async function readAsaasCredentialsVersion(
  db: Db,
  box: SecretBox,
  associationId: number,
  revision: string,
): Promise<AssociationAsaasCredentials | null> {
  const [row] = await db
    .select()
    .from(associationAsaasSettingsVersions)
    .where(
      and(
        eq(associationAsaasSettingsVersions.revision, revision),
        eq(associationAsaasSettingsVersions.associationId, associationId),
      ),
    );
  return row ? opened(box, row) : null;
}

/** Which version is stored now (null: none), read without opening anything. */
export async function asaasCredentialsRevision(db: Db, associationId: number): Promise<string | null> {
  const [row] = await db
    .select({ revision: associationAsaasSettings.revision })
    .from(associationAsaasSettings)
    .where(eq(associationAsaasSettings.associationId, associationId));
  return row?.revision ?? null;
}

export type ReceivingChoice = (typeof associationReceiving.$inferSelect)['gateway'];

/** The association's own choice in Recebimentos; null when it made none. */
export async function receivingChoiceOf(db: Db, associationId: number): Promise<ReceivingChoice | null> {
  const [row] = await db
    .select({ gateway: associationReceiving.gateway })
    .from(associationReceiving)
    .where(eq(associationReceiving.associationId, associationId));
  return row?.gateway ?? null;
}
