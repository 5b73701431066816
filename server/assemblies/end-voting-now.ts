import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { assemblies } from '../db/schema-assemblies';
import { closeEndedAssemblies } from './close-assemblies';

/**
 * Sandbox only: brings an open vote's end to now and runs the closing job, so a demo or a browser
 * test sees the results at once.
 */
export async function endVotingNow(db: Db, assemblyId: number, publicUrl: string, now = new Date()) {
  await db
    .update(assemblies)
    .set({ votingEndsAt: now })
    .where(
      and(
        eq(assemblies.id, assemblyId),
        eq(assemblies.status, 'published'),
        lt(assemblies.votingStartsAt, now),
      ),
    );
  return closeEndedAssemblies(db, publicUrl, now);
}
