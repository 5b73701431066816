import { eq } from 'drizzle-orm';
import type { PixSettings } from '../../../domain/contract/gestao-pix-settings';
import type { Db } from '../../db/client';
import { associationPixSettings } from '../../db/schema';
import { certificateSummary } from './pix-certificates';

export type Row = typeof associationPixSettings.$inferSelect;

export type Stored = Omit<Row, 'updatedAt'>;

export const ACCOUNT_TYPES = ['CORRENTE', 'POUPANCA', 'PAGAMENTO'] as const;

export function accountOf(row: Stored): PixSettings['account'] {
  const type = ACCOUNT_TYPES.find((known) => known === row.accountType);
  return row.accountNumber && type ? { branch: row.accountBranch, number: row.accountNumber, type } : null;
}

/** What the back office may see of a stored row: no secret, the client id by its last 4 characters. */
export function viewOf(row: Row): PixSettings {
  return {
    apiUrl: row.apiUrl,
    oauthUrl: row.oauthUrl,
    clientIdLast4: row.clientId.slice(-4),
    // Only valid certificates are ever stored.
    certificate: certificateSummary(row.certificatePem)!,
    ca: row.caPem ? certificateSummary(row.caPem) : null,
    chave: row.chave,
    account: accountOf(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function storedRow(db: Db, associationId: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(associationPixSettings)
    .where(eq(associationPixSettings.associationId, associationId));
  return row;
}

export async function pixSettingsOf(db: Db, associationId: number): Promise<PixSettings | null> {
  const row = await storedRow(db, associationId);
  return row ? viewOf(row) : null;
}
