import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { healthVersions } from '../../db/schema-health';

/**
 * The association's version of Saúde's closed months now: read before the figures that will be
 * kept under it, so that a write committed in between moves it past them.
 */
export async function healthVersionOf(db: Db, associationId: number): Promise<number> {
  const [row] = await db
    .select({ version: healthVersions.version })
    .from(healthVersions)
    .where(eq(healthVersions.associationId, associationId));
  return row?.version ?? 0;
}
