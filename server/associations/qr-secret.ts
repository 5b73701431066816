import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { associations } from '../db/schema';

/** The key the association's association QR codes are signed with; undefined for an unknown association. */
export async function findAssociationQrSecret(db: Db, associationId: number): Promise<string | undefined> {
  const [association] = await db
    .select({ secret: associations.qrSecret })
    .from(associations)
    .where(eq(associations.id, associationId));
  return association?.secret;
}
