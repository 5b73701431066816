import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { associationPixSettings, associationPixSettingsVersions } from '../db/schema';
import type { PixApiConnection } from '../gateways/payment/pix-api-client';
import type { ReceivingAccount } from '../gateways/payment/payment-gateway-recurring';
import type { SecretBox } from '../secrets/secret-box';

/** The sealed fields of issuer_pix_settings; each is sealed for its association and column only. */
export type SealedPixField = 'client_secret' | 'private_key';
export const pixSecretContext = (associationId: number, field: SealedPixField) =>
  `issuer_pix_settings:${associationId}:${field}`;

/** An association's PSP account, ready for the API Pix client; `revision` names this version of it. */
export interface AssociationPixCredentials {
  connection: PixApiConnection & { chave: string };
  revision: string;
  /** The account Pix Automático's charges credit, when stored. */
  receivingAccount: ReceivingAccount | undefined;
}

const ACCOUNT_TYPES = ['CORRENTE', 'POUPANCA', 'PAGAMENTO'] as const;

type SettingsRow = Omit<typeof associationPixSettingsVersions.$inferSelect, 'createdAt'>;

function receivingAccountOf(row: SettingsRow): ReceivingAccount | undefined {
  const type = ACCOUNT_TYPES.find((known) => known === row.accountType);
  if (!row.accountNumber || !type) return undefined;
  return { agencia: row.accountBranch ?? undefined, conta: row.accountNumber, tipoConta: type };
}

/** The API Pix standard's token endpoint when the PSP names no other. */
const defaultOauthUrl = (apiUrl: string) => `${apiUrl}/oauth/token`;

function opened(box: SecretBox, row: SettingsRow & { associationId: number }): AssociationPixCredentials {
  return {
    revision: row.revision,
    receivingAccount: receivingAccountOf(row),
    connection: {
      apiUrl: row.apiUrl,
      oauthUrl: row.oauthUrl ?? defaultOauthUrl(row.apiUrl),
      clientId: row.clientId,
      clientSecret: box.open(row.clientSecretEncrypted, pixSecretContext(row.associationId, 'client_secret')),
      cert: row.certificatePem,
      key: box.open(row.privateKeyEncrypted, pixSecretContext(row.associationId, 'private_key')),
      ca: row.caPem ?? undefined,
      chave: row.chave,
    },
  };
}

/** The stored credentials, opened; null when the association has none. Throws SecretRefused when they do not open. */
export async function readPixCredentials(
  db: Db,
  box: SecretBox,
  associationId: number,
): Promise<AssociationPixCredentials | null> {
  const [row] = await db
    .select()
    .from(associationPixSettings)
    .where(eq(associationPixSettings.associationId, associationId));
  return row ? opened(box, row) : null;
}

/** One saved version of an association's credentials, opened; null when the association never saved it. */
export async function readPixCredentialsVersion(
  db: Db,
  box: SecretBox,
  associationId: number,
  revision: string,
): Promise<AssociationPixCredentials | null> {
  const [row] = await db
    .select()
    .from(associationPixSettingsVersions)
    .where(
      and(
        eq(associationPixSettingsVersions.revision, revision),
        eq(associationPixSettingsVersions.associationId, associationId),
      ),
    );
  return row ? opened(box, row) : null;
}

/**
 * Whether a saved version names the PSP account stored now (same base URL and client id): a
 * later save of the same account (a new secret, certificate or PIX key) serves its charges.
 */
export async function isCurrentAccount(db: Db, associationId: number, revision: string): Promise<boolean> {
  const [row] = await db
    .select({ revision: associationPixSettings.revision })
    .from(associationPixSettings)
    .innerJoin(
      associationPixSettingsVersions,
      and(
        eq(associationPixSettingsVersions.revision, revision),
        eq(associationPixSettingsVersions.associationId, associationPixSettings.associationId),
        eq(associationPixSettingsVersions.apiUrl, associationPixSettings.apiUrl),
        eq(associationPixSettingsVersions.clientId, associationPixSettings.clientId),
      ),
    )
    .where(eq(associationPixSettings.associationId, associationId));
  return row !== undefined;
}

/** Which version of the credentials is stored now (null: none), read without opening anything. */
export async function pixCredentialsRevision(db: Db, associationId: number): Promise<string | null> {
  const [row] = await db
    .select({ revision: associationPixSettings.revision })
    .from(associationPixSettings)
    .where(eq(associationPixSettings.associationId, associationId));
  return row?.revision ?? null;
}

/** Every association that receives on a PSP account of its own (the reconciliation sweeps each). */
export async function associationsWithPixCredentials(db: Db): Promise<number[]> {
  const rows = await db
    .select({ associationId: associationPixSettings.associationId })
    .from(associationPixSettings)
    .orderBy(associationPixSettings.associationId);
  return rows.map((row) => row.associationId);
}
