import escapeHtml from 'escape-html';
import { carriesWhiteText } from '../../domain/contrast';
import type { AssociationBrand } from './email-brand';

/** Quita's own blue, the header's colour for an association that chose none. */
const DEFAULT_HEADER = '#0b5fa5';

/** The inline logo's Content-ID: the HTML names it, the attachment carries it. */
export const LOGO_CID = 'logo@quita';

// Mail readers show PNG and JPEG inline; many show no SVG, which would be a broken image.
const INLINE_LOGO_TYPES = new Set(['image/png', 'image/jpeg']);

export interface InlineImage {
  filename: string;
  content: Buffer;
  contentType: string;
  cid: string;
}

export interface BrandedEmail {
  html: string;
  attachments: InlineImage[];
}

// Links stay clickable in the HTML part; everything else is text, escaped.
const linkify = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<]+[^\s<.,;:!?)]/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The HTML part of an association's e-mail: a header in its colour with its logo (when it has one
 * that mail readers show) and its name, then the same words as the text part.
 */
export function brandedEmail(body: string, brand: AssociationBrand): BrandedEmail {
  const color =
    brand.primaryColor && carriesWhiteText(brand.primaryColor) ? brand.primaryColor : DEFAULT_HEADER;
  const logo = brand.logo && INLINE_LOGO_TYPES.has(brand.logo.mime) ? brand.logo : undefined;
  const name = escapeHtml(brand.displayName);
  const img = logo
    ? `<img src="cid:${LOGO_CID}" alt="" width="48" height="48" style="vertical-align:middle;margin-right:12px;background:#fff;border-radius:8px">`
    : '';
  const paragraphs = body
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 16px">${linkify(escapeHtml(p)).replaceAll('\n', '<br>')}</p>`)
    .join('');
  const html =
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${name}</title></head>` +
    `<body style="margin:0;background:#f3f6fa;font-family:Arial,Helvetica,sans-serif;color:#1c2430">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto">` +
    `<tr><td style="padding:16px 24px;background:${color};color:#ffffff">${img}` +
    `<strong style="font-size:18px;vertical-align:middle">${name}</strong></td></tr>` +
    `<tr><td style="padding:24px;background:#ffffff;line-height:1.5;font-size:15px">${paragraphs}</td></tr>` +
    `</table></body></html>`;
  const extension = logo?.mime === 'image/png' ? 'png' : 'jpg';
  return {
    html,
    attachments: logo
      ? [
          {
            filename: `logo.${extension}`,
            content: Buffer.from(logo.logo),
            contentType: logo.mime,
            cid: LOGO_CID,
          },
        ]
      : [],
  };
}
