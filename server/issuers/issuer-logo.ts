import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { issuers } from '../db/schema';

/** The issuer's logo as stored, with its type; undefined when the issuer has none. */
export async function findIssuerLogo(
  db: Db,
  issuerId: number,
): Promise<{ mime: string; logo: Uint8Array } | undefined> {
  const [issuer] = await db
    .select({ mime: issuers.logoMime, logo: issuers.logo })
    .from(issuers)
    .where(eq(issuers.id, issuerId));
  if (!issuer?.logo || !issuer.mime) return undefined;
  return { mime: issuer.mime, logo: issuer.logo };
}

/** The public logo address, with a version so that a new logo is not hidden by the day-long cache. */
export const logoUrlOf = (row: { id: number | null; logoMime: string | null; logoUpdatedAt: Date | null }) =>
  row.logoMime
    ? `/api/auth/logomarcaCliente/${row.id}${row.logoUpdatedAt ? `?v=${row.logoUpdatedAt.getTime()}` : ''}`
    : null;
