import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { issuerAsaasSettings, issuerAsaasSettingsVersions, issuerReceiving } from '../db/schema';
import type { AsaasConnection } from '../gateways/payment/asaas/asaas-config';
import type { SecretBox } from '../secrets/secret-box';

/** The sealed fields of issuer_asaas_settings; each is sealed for its issuer and column only. */
export type SealedAsaasField = 'api_key' | 'webhook_token';
export const asaasSecretContext = (issuerId: number, field: SealedAsaasField) =>
  `issuer_asaas_settings:${issuerId}:${field}`;

/** Asaas API v3 in production, when the install names no other base (ASAAS_API_URL). */
export const ASAAS_PRODUCTION_URL = 'https://api.asaas.com/v3';

/** transactions.gateway_account (and asaas_customers.account) of a charge taken with one version. */
export const ASAAS_ACCOUNT_PREFIX = 'asaas:';
export const asaasAccountOf = (revision: string) => `${ASAAS_ACCOUNT_PREFIX}${revision}`;
export const asaasRevisionOf = (account: string | null): string | null =>
  account?.startsWith(ASAAS_ACCOUNT_PREFIX) ? account.slice(ASAAS_ACCOUNT_PREFIX.length) : null;

/** An association's Asaas account, opened; `revision` names this version of it. */
export interface IssuerAsaasCredentials {
  connection: AsaasConnection;
  revision: string;
}

type SealedRow = { issuerId: number; revision: string } & Pick<
  typeof issuerAsaasSettings.$inferSelect,
  'apiUrl' | 'apiKeyEncrypted' | 'webhookTokenEncrypted'
>;

/** Throws SecretRefused when a secret does not open (altered, or another SECRETS_KEY). */
function opened(box: SecretBox, row: SealedRow): IssuerAsaasCredentials {
  return {
    revision: row.revision,
    connection: {
      apiUrl: row.apiUrl,
      apiKey: box.open(row.apiKeyEncrypted, asaasSecretContext(row.issuerId, 'api_key')),
      webhookToken: box.open(row.webhookTokenEncrypted, asaasSecretContext(row.issuerId, 'webhook_token')),
    },
  };
}

export async function readAsaasCredentials(
  db: Db,
  box: SecretBox,
  issuerId: number,
): Promise<IssuerAsaasCredentials | null> {
  const [row] = await db.select().from(issuerAsaasSettings).where(eq(issuerAsaasSettings.issuerId, issuerId));
  return row ? opened(box, row) : null;
}

/** One saved version, opened; null when the issuer never saved it. */
export async function readAsaasCredentialsVersion(
  db: Db,
  box: SecretBox,
  issuerId: number,
  revision: string,
): Promise<IssuerAsaasCredentials | null> {
  const [row] = await db
    .select()
    .from(issuerAsaasSettingsVersions)
    .where(
      and(
        eq(issuerAsaasSettingsVersions.revision, revision),
        eq(issuerAsaasSettingsVersions.issuerId, issuerId),
      ),
    );
  return row ? opened(box, row) : null;
}

/** Which version is stored now (null: none), read without opening anything. */
export async function asaasCredentialsRevision(db: Db, issuerId: number): Promise<string | null> {
  const [row] = await db
    .select({ revision: issuerAsaasSettings.revision })
    .from(issuerAsaasSettings)
    .where(eq(issuerAsaasSettings.issuerId, issuerId));
  return row?.revision ?? null;
}

export type ReceivingChoice = (typeof issuerReceiving.$inferSelect)['gateway'];

/** The association's own choice in Recebimentos; null when it made none. */
export async function receivingChoiceOf(db: Db, issuerId: number): Promise<ReceivingChoice | null> {
  const [row] = await db
    .select({ gateway: issuerReceiving.gateway })
    .from(issuerReceiving)
    .where(eq(issuerReceiving.issuerId, issuerId));
  return row?.gateway ?? null;
}
