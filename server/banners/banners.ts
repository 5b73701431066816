import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { banners, memberships } from '../db/schema';

/**
 * The carousel's active banners in their order. A member sees those of the associations they are an
 * active member of and those of no association; a call without a member session (none of the app's
 * screens makes one) sees every active banner, as before.
 */
export async function listBannerIds(db: Db, memberId: number | null = null): Promise<number[]> {
  const theirAssociations = db
    .select({ id: memberships.associationId })
    .from(memberships)
    .where(and(eq(memberships.memberId, memberId ?? 0), eq(memberships.status, 'A')));
  const rows = await db
    .select({ id: banners.id })
    .from(banners)
    .where(
      and(
        eq(banners.active, true),
        memberId === null
          ? undefined
          : or(isNull(banners.associationId), inArray(banners.associationId, theirAssociations)),
      ),
    )
    .orderBy(asc(banners.position), asc(banners.id));
  return rows.map((row) => row.id);
}

export async function findBannerImage(
  db: Db,
  id: number,
): Promise<{ mime: string; image: Uint8Array } | undefined> {
  const [banner] = await db
    .select({ mime: banners.imageMime, image: banners.image })
    .from(banners)
    .where(eq(banners.id, id));
  return banner;
}
