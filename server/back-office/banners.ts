import { and, asc, eq } from 'drizzle-orm';
import type { BannerBody, BannerEntry, NewBannerBody } from '../../domain/contract/gestao-store';
import { STORE_MESSAGES } from '../../domain/gestao-store-messages';
import type { Db } from '../db/client';
import { banners } from '../db/schema';
import { ERRORS } from '../error-messages';
import { recordAudit } from './audit';
import type { StaffSession } from './staff-accounts';
import { decodeImage, type StoreResult } from './store';

const bannerImageUrl = (id: number) => `/api/banners/${id}/imagem`;

const columns = { id: banners.id, link: banners.link, position: banners.position, active: banners.active };

/** A link on a banner opens a page of the web (https) or a screen of the app (/…), nothing else. */
const linkOk = (link: string | null) =>
  link === null || link === '' || /^https:\/\/\S+$/.test(link) || /^\/(?!\/)\S*$/.test(link);

/** The issuer's home banners in their order (the member home shows the active ones). */
export async function listIssuerBanners(db: Db, issuerId: number): Promise<BannerEntry[]> {
  const rows = await db
    .select(columns)
    .from(banners)
    .where(eq(banners.issuerId, issuerId))
    .orderBy(asc(banners.position), asc(banners.id));
  return rows.map((r) => ({ ...r, imageUrl: bannerImageUrl(r.id) }));
}

const view = (b: { link: string | null; position: number; active: boolean }) => ({
  link: b.link,
  position: b.position,
  active: b.active,
});

/** Creates (bannerId undefined) or changes one of the issuer's banners; the image is checked by its bytes. */
export async function saveBanner(
  db: Db,
  who: StaffSession,
  body: NewBannerBody | BannerBody,
  bannerId?: number,
): Promise<StoreResult<BannerEntry>> {
  if (!linkOk(body.link)) return { ok: false, status: 400, message: STORE_MESSAGES.linkInvalid };
  const image = body.imageBase64 === undefined ? null : decodeImage(body.imageBase64);
  if (body.imageBase64 !== undefined && !image)
    return { ok: false, status: 400, message: STORE_MESSAGES.imageInvalid };
  const fields = {
    link: body.link || null,
    position: body.position,
    active: body.active,
    ...(image ? { image: image.bytes, imageMime: image.mime } : {}),
  };
  return db.transaction(async (tx): Promise<StoreResult<BannerEntry>> => {
    let before: ReturnType<typeof view> | undefined;
    let id: number;
    if (bannerId === undefined) {
      if (!image) return { ok: false, status: 400, message: STORE_MESSAGES.imageInvalid };
      const [row] = await tx
        .insert(banners)
        .values({ ...fields, image: image.bytes, imageMime: image.mime, issuerId: who.issuerId })
        .returning({ id: banners.id });
      id = row!.id;
    } else {
      const [row] = await tx
        .select(columns)
        .from(banners)
        .where(and(eq(banners.id, bannerId), eq(banners.issuerId, who.issuerId)));
      if (!row) return { ok: false, status: 404, message: ERRORS.notFound };
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
    return { ok: true, value: { id, ...after, imageUrl: bannerImageUrl(id) } };
  });
}

/** Deletes one of the issuer's banners (its image with it); the audit keeps what it was. */
export async function removeBanner(db: Db, who: StaffSession, bannerId: number): Promise<StoreResult<true>> {
  return db.transaction(async (tx): Promise<StoreResult<true>> => {
    const [row] = await tx
      .delete(banners)
      .where(and(eq(banners.id, bannerId), eq(banners.issuerId, who.issuerId)))
      .returning(columns);
    if (!row) return { ok: false, status: 404, message: ERRORS.notFound };
    await recordAudit(tx, who, {
      action: 'banner.removed',
      entity: 'banner',
      entityId: row.id,
      before: view(row),
    });
    return { ok: true, value: true };
  });
}
