import { and, eq } from 'drizzle-orm';
import type { BannerBody, BannerEntry, NewBannerBody } from '../../../domain/contract/gestao-store';
import { STORE_MESSAGES } from '../../../domain/gestao-store-messages';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema';
import { ERRORS } from '../../error-messages';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { decodeImage } from '../store/product-images';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { bannerImageUrl, columns, linkOk, view } from './banner-view';

/** Creates (bannerId undefined) or changes one of the association's banners; the image is checked by its bytes. */
export async function saveBanner(
  db: Db,
  who: StaffSession,
  body: NewBannerBody | BannerBody,
  bannerId?: number,
): Promise<Outcome<BannerEntry>> {
  if (!linkOk(body.link)) return failed(STORE_MESSAGES.linkInvalid);
  const image = body.imageBase64 === undefined ? null : decodeImage(body.imageBase64);
  if (body.imageBase64 !== undefined && !image) return failed(STORE_MESSAGES.imageInvalid);
  const fields = {
    link: body.link || null,
    position: body.position,
    active: body.active,
    ...(image ? { image: image.bytes, imageMime: image.mime } : {}),
  };
  return db.transaction(async (tx): Promise<Outcome<BannerEntry>> => {
    let before: ReturnType<typeof view> | undefined;
    let id: number;
    if (bannerId === undefined) {
      if (!image) return failed(STORE_MESSAGES.imageInvalid);
      const [row] = await tx
        .insert(banners)
        .values({ ...fields, image: image.bytes, imageMime: image.mime, associationId: who.associationId })
        .returning({ id: banners.id });
      id = row!.id;
    } else {
      const [row] = await tx
        .select(columns)
        .from(banners)
        .where(and(eq(banners.id, bannerId), eq(banners.associationId, who.associationId)));
      if (!row) return failed(ERRORS.notFound, 404);
      before = view(row);
      id = row.id;
      await tx.update(banners).set(fields).where(eq(banners.id, id));
    }
    const after = view(fields);
    await recordAudit(tx, who, {
      action: before ? 'banner.updated' : 'banner.created',
      entity: 'banner',
      entityId: id,
      ...(before ? { before } : {}),
      after: image ? { ...after, image: image.mime } : after,
    });
    return succeeded({ id, ...after, imageUrl: bannerImageUrl(id) });
  });
}
