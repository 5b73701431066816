import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { issuers } from '../db/schema';

/** The key the issuer's association QR codes are signed with; undefined for an unknown issuer. */
export async function findIssuerQrSecret(db: Db, issuerId: number): Promise<string | undefined> {
  const [issuer] = await db
    .select({ secret: issuers.qrSecret })
    .from(issuers)
    .where(eq(issuers.id, issuerId));
  return issuer?.secret;
}
