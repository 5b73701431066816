import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { issuerPixSettings, issuerPixSettingsVersions } from '../db/schema';
import type { PixApiConnection } from '../gateways/payment/pix-api-client';
import type { ReceivingAccount } from '../gateways/payment/payment-gateway-recurring';
import type { SecretBox } from '../secrets/secret-box';

/** The sealed fields of issuer_pix_settings; each is sealed for its issuer and column only. */
export type SealedPixField = 'client_secret' | 'private_key';
export const pixSecretContext = (issuerId: number, field: SealedPixField) =>
  `issuer_pix_settings:${issuerId}:${field}`;

/** An issuer's PSP account, ready for the API Pix client; `revision` names this version of it. */
export interface IssuerPixCredentials {
  connection: PixApiConnection & { chave: string };
  revision: string;
  /** The account Pix Automático's charges credit, when stored. */
  receivingAccount: ReceivingAccount | undefined;
}

const ACCOUNT_TYPES = ['CORRENTE', 'POUPANCA', 'PAGAMENTO'] as const;

type SettingsRow = Omit<typeof issuerPixSettingsVersions.$inferSelect, 'createdAt'>;

function receivingAccountOf(row: SettingsRow): ReceivingAccount | undefined {
  const type = ACCOUNT_TYPES.find((known) => known === row.accountType);
  if (!row.accountNumber || !type) return undefined;
  return { agencia: row.accountBranch ?? undefined, conta: row.accountNumber, tipoConta: type };
}

/** The API Pix standard's token endpoint when the PSP names no other. */
const defaultOauthUrl = (apiUrl: string) => `${apiUrl}/oauth/token`;

function opened(box: SecretBox, row: SettingsRow & { issuerId: number }): IssuerPixCredentials {
  return {
    revision: row.revision,
    receivingAccount: receivingAccountOf(row),
    connection: {
      apiUrl: row.apiUrl,
      oauthUrl: row.oauthUrl ?? defaultOauthUrl(row.apiUrl),
      clientId: row.clientId,
      clientSecret: box.open(row.clientSecretEncrypted, pixSecretContext(row.issuerId, 'client_secret')),
      cert: row.certificatePem,
      key: box.open(row.privateKeyEncrypted, pixSecretContext(row.issuerId, 'private_key')),
      ca: row.caPem ?? undefined,
      chave: row.chave,
    },
  };
}

/** The stored credentials, opened; null when the issuer has none. Throws SecretRefused when they do not open. */
export async function readPixCredentials(
  db: Db,
  box: SecretBox,
  issuerId: number,
): Promise<IssuerPixCredentials | null> {
  const [row] = await db.select().from(issuerPixSettings).where(eq(issuerPixSettings.issuerId, issuerId));
  return row ? opened(box, row) : null;
}

/** One saved version of an issuer's credentials, opened; null when the issuer never saved it. */
export async function readPixCredentialsVersion(
  db: Db,
  box: SecretBox,
  issuerId: number,
  revision: string,
): Promise<IssuerPixCredentials | null> {
  const [row] = await db
    .select()
    .from(issuerPixSettingsVersions)
    .where(
      and(eq(issuerPixSettingsVersions.revision, revision), eq(issuerPixSettingsVersions.issuerId, issuerId)),
    );
  return row ? opened(box, row) : null;
}

/**
 * Whether a saved version names the PSP account stored now (same base URL and client id): a
 * later save of the same account (a new secret, certificate or PIX key) serves its charges.
 */
export async function isCurrentAccount(db: Db, issuerId: number, revision: string): Promise<boolean> {
  const [row] = await db
    .select({ revision: issuerPixSettings.revision })
    .from(issuerPixSettings)
    .innerJoin(
      issuerPixSettingsVersions,
      and(
        eq(issuerPixSettingsVersions.revision, revision),
        eq(issuerPixSettingsVersions.issuerId, issuerPixSettings.issuerId),
        eq(issuerPixSettingsVersions.apiUrl, issuerPixSettings.apiUrl),
        eq(issuerPixSettingsVersions.clientId, issuerPixSettings.clientId),
      ),
    )
    .where(eq(issuerPixSettings.issuerId, issuerId));
  return row !== undefined;
}

/** Which version of the credentials is stored now (null: none), read without opening anything. */
export async function pixCredentialsRevision(db: Db, issuerId: number): Promise<string | null> {
  const [row] = await db
    .select({ revision: issuerPixSettings.revision })
    .from(issuerPixSettings)
    .where(eq(issuerPixSettings.issuerId, issuerId));
  return row?.revision ?? null;
}

/** Every issuer that receives on a PSP account of its own (the reconciliation sweeps each). */
export async function issuersWithPixCredentials(db: Db): Promise<number[]> {
  const rows = await db
    .select({ issuerId: issuerPixSettings.issuerId })
    .from(issuerPixSettings)
    .orderBy(issuerPixSettings.issuerId);
  return rows.map((row) => row.issuerId);
}
