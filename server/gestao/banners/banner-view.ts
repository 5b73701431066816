import { banners } from '../../db/schema';

export const bannerImageUrl = (id: number) => `/api/banners/${id}/imagem`;

export const columns = {
  id: banners.id,
  link: banners.link,
  position: banners.position,
  active: banners.active,
};

/** A link on a banner opens a page of the web (https) or a screen of the app (/…), nothing else. */
export const linkOk = (link: string | null) =>
  link === null || link === '' || /^https:\/\/\S+$/.test(link) || /^\/(?!\/)\S*$/.test(link);

export const view = (b: { link: string | null; position: number; active: boolean }) => ({
  link: b.link,
  position: b.position,
  active: b.active,
});
