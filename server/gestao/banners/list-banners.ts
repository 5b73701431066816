import { asc, eq } from 'drizzle-orm';
import type { BannerEntry } from '../../../domain/contract/gestao-store';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema';
import { bannerImageUrl, columns } from './banner-view';

/** The association's home banners in their order (the member home shows the active ones). */
export async function listAssociationBanners(db: Db, associationId: number): Promise<BannerEntry[]> {
  const rows = await db
    .select(columns)
    .from(banners)
    .where(eq(banners.associationId, associationId))
    .orderBy(asc(banners.position), asc(banners.id));
  return rows.map((r) => ({ ...r, imageUrl: bannerImageUrl(r.id) }));
}
