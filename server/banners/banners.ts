import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { banners } from '../db/schema';

/** The carousel's banners in their order. */
export async function listBannerIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: banners.id })
    .from(banners)
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
