import escapeHtml from 'escape-html';
import { eq } from 'drizzle-orm';
import { PRODUCT_PREVIEW_ID } from '../../domain/page-preview';
import { availableUntil, salesEnded as salesEndedText } from '../../domain/purchase-messages';
import type { Db } from '../db/client';
import { associations } from '../db/schema';
import { findPublicProduct, productImageUrl, salesEnded, type PublicProduct } from './public-product';

/** The banner the product page shows when the product has no image of its own. */
const DEFAULT_PRODUCT_IMAGE = '/produto-padrao.svg';

/** The banner's intrinsic size, as the page lays it out (2:1, the phone's width at 2× density). */
const BANNER_SIZE = { width: 780, height: 390 };

/** The app's root and the splash it holds until the app runs: the product takes the splash's place. */
const ROOT_WITH_SPLASH = /<div id="root">\s*(?:<div class="splash"[^>]*>[\s\S]*?<\/div>\s*)?<\/div>/;

const bannerOf = (product: PublicProduct) =>
  product.hasImage ? productImageUrl(product.hash) : DEFAULT_PRODUCT_IMAGE;

/**
 * The product's summary and description as the product page renders them (product-summary.tsx,
 * product-details.tsx: the same classes, so the same layout), without the buyer form. Only what
 * the public acessarProjeto answer already holds. Texts are escaped; the description is the HTML
 * sanitized when it was stored, shown as the app shows it.
 */
function productPreviewMarkup(product: PublicProduct, hasLogo: boolean, now = new Date()): string {
  const ends = product.endsAt;
  const availability = !ends
    ? ''
    : salesEnded(product, now)
      ? `<p class="product-ended" role="status">${escapeHtml(salesEndedText(ends))}</p>`
      : `<p class="muted">${escapeHtml(availableUntil(ends))}</p>`;
  const associationName = escapeHtml(product.associationName);
  const logo = hasLogo
    ? `<img class="product-association-logo" src="/api/auth/logomarcaCliente/${product.associationId}" alt="Logo de ${associationName}" width="40" height="40">`
    : '';
  const details = product.detailedHtml?.trim()
    ? `<section class="card product-details" aria-label="Detalhes do produto"><div class="product-details-body">${product.detailedHtml}</div></section>`
    : '';
  return (
    `<main class="page product-page" id="${PRODUCT_PREVIEW_ID}">` +
    `<section class="card product-summary" aria-labelledby="${PRODUCT_PREVIEW_ID}-title">` +
    `<img class="product-banner" src="${escapeHtml(bannerOf(product))}" alt="" width="${BANNER_SIZE.width}" height="${BANNER_SIZE.height}" fetchpriority="high">` +
    `<h1 id="${PRODUCT_PREVIEW_ID}-title">${escapeHtml(product.description)}</h1>` +
    availability +
    `<div class="product-association">${logo}<span>${associationName}</span></div>` +
    `</section>${details}</main>`
  );
}

/**
 * The app's page with the product written in: its name as the title, its banner asked for first,
 * its summary and description before the app's root. The app replaces them when it runs.
 * Undefined when no product has that hash (the app then shows its not-found page).
 */
export async function withProductPreview(db: Db, page: string, hash: string): Promise<string | undefined> {
  const product = await findPublicProduct(db, hash);
  if (!product) return undefined;
  const [association] = await db
    .select({ logoMime: associations.logoMime })
    .from(associations)
    .where(eq(associations.id, product.associationId));
  const preload = `<link rel="preload" as="image" href="${escapeHtml(bannerOf(product))}" fetchpriority="high">`;
  return page
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(product.description)} · Quita</title>`)
    .replace('</head>', () => `  ${preload}\n  </head>`)
    .replace(
      ROOT_WITH_SPLASH,
      () => `${productPreviewMarkup(product, Boolean(association?.logoMime))}\n    <div id="root"></div>`,
    );
}
