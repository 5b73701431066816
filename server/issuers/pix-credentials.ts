import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { issuerPixSettings } from '../db/schema';
import type { PixApiConnection } from '../gateways/payment/pix-api-client';
import type { ReceivingAccount } from '../gateways/payment/payment-gateway';
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

function receivingAccountOf(row: typeof issuerPixSettings.$inferSelect): ReceivingAccount | undefined {
  const type = ACCOUNT_TYPES.find((known) => known === row.accountType);
  if (!row.accountNumber || !type) return undefined;
  return { agencia: row.accountBranch ?? undefined, conta: row.accountNumber, tipoConta: type };
}

/** The API Pix standard's token endpoint when the PSP names no other. */
export const defaultOauthUrl = (apiUrl: string) => `${apiUrl}/oauth/token`;

/** The stored credentials, opened; null when the issuer has none. Throws SecretRefused when they do not open. */
export async function readPixCredentials(
  db: Db,
  box: SecretBox,
  issuerId: number,
): Promise<IssuerPixCredentials | null> {
  const [row] = await db.select().from(issuerPixSettings).where(eq(issuerPixSettings.issuerId, issuerId));
  if (!row) return null;
  return {
    revision: row.revision,
    receivingAccount: receivingAccountOf(row),
    connection: {
      apiUrl: row.apiUrl,
      oauthUrl: row.oauthUrl ?? defaultOauthUrl(row.apiUrl),
      clientId: row.clientId,
      clientSecret: box.open(row.clientSecretEncrypted, pixSecretContext(issuerId, 'client_secret')),
      cert: row.certificatePem,
      key: box.open(row.privateKeyEncrypted, pixSecretContext(issuerId, 'private_key')),
      ca: row.caPem ?? undefined,
      chave: row.chave,
    },
  };
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
