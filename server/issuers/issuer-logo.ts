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
