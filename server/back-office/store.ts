import { randomBytes } from 'node:crypto';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Buyer, Product, ProductBody } from '../../domain/contract/gestao-store';
import { MAX_IMAGE_BYTES } from '../../domain/contract/gestao-store';
import { APP_TIMEZONE, isWireDate, toWireDate } from '../../domain/dates';
import { sniffFileType, type SniffedMime } from '../../domain/file-type';
import { STORE_MESSAGES } from '../../domain/gestao-store-messages';
import type { Db } from '../db/client';
import { cashFlowItems, categories, issuerCategories, members, projectPrices, projects } from '../db/schema';
import { ERRORS } from '../error-messages';
import { projectImageUrl } from '../purchases/public-project';
import { base64DecodedSize } from '../members/document-upload';
import { recordAudit } from './audit';
import { sanitizeProductHtml } from './sanitize-html';
import type { StaffSession } from './staff-accounts';

dayjs.extend(utc);
dayjs.extend(timezone);

export type StoreResult<T> = { ok: true; value: T } | { ok: false; status: 400 | 404; message: string };

const IMAGE_MIMES: readonly SniffedMime[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** An uploaded image, judged by its bytes (never by a declared type): PNG, JPEG, WebP or GIF. */
export function decodeImage(base64: string): { mime: SniffedMime; bytes: Buffer } | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return null;
  if (base64DecodedSize(base64) > MAX_IMAGE_BYTES) return null;
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) return null;
  const mime = sniffFileType(bytes);
  return mime && IMAGE_MIMES.includes(mime) ? { mime, bytes } : null;
}

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '');

/** The public address's hash: readable from the description, unguessable by its random tail. */
export const productHash = (description: string) =>
  `${slug(description) || 'produto'}-${randomBytes(4).toString('hex')}`;

const endOfDay = (day: string) => dayjs.tz(`${day} 23:59:59`, APP_TIMEZONE).toDate();

/** Products of the issuer, newest first, with their prices and how many bought each. */
export async function listProducts(db: Db, issuerId: number, only?: number): Promise<Product[]> {
  const rows = await db
    .select({
      id: projects.id,
      hash: projects.hash,
      description: projects.description,
      detailedHtml: projects.detailedHtml,
      endsAt: projects.endsAt,
      inStore: projects.inStore,
      hasImage: sql<boolean>`${projects.image} is not null`,
      // Tables named by hand: in a one-table select drizzle writes bare column names, and inside
      // this subquery a bare "id" would be the item's.
      buyers:
        sql<number>`(select count(*) from ${cashFlowItems} where ${cashFlowItems}."project_id" = ${projects}."id")`.mapWith(
          Number,
        ),
    })
    .from(projects)
    .where(and(eq(projects.issuerId, issuerId), only === undefined ? undefined : eq(projects.id, only)))
    .orderBy(desc(projects.id));
  if (rows.length === 0) return [];
  const prices = await db
    .select({
      projectId: projectPrices.projectId,
      categoryId: projectPrices.categoryId,
      categoryName: categories.description,
      amountCentavos: projectPrices.amountCentavos,
    })
    .from(projectPrices)
    .innerJoin(categories, eq(categories.id, projectPrices.categoryId))
    .where(
      inArray(
        projectPrices.projectId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(projectPrices.amountCentavos));
  return rows.map(({ hasImage, endsAt, detailedHtml, ...r }) => ({
    ...r,
    detailedHtml: detailedHtml ?? '',
    endsOn: endsAt ? toWireDate(endsAt) : null,
    imageUrl: hasImage ? projectImageUrl(r.hash) : null,
    prices: prices.filter((p) => p.projectId === r.id).map(({ projectId: _, ...p }) => p),
  }));
}

/** The body's rules beyond its shape; the prices must be for categories the issuer offers. */
async function checkProduct(db: Db, issuerId: number, body: ProductBody) {
  if (body.endsOn !== null && !isWireDate(body.endsOn)) return STORE_MESSAGES.endsOnInvalid;
  const ids = body.prices.map((p) => p.categoryId);
  if (
    new Set(ids).size !== ids.length ||
    body.prices.some((p) => p.amountCentavos <= 0 || p.amountCentavos > 100_000_000)
  ) {
    return STORE_MESSAGES.priceInvalid;
  }
  const offered = await db
    .select({ id: issuerCategories.categoryId })
    .from(issuerCategories)
    .where(and(eq(issuerCategories.issuerId, issuerId), inArray(issuerCategories.categoryId, ids)));
  if (offered.length !== ids.length) return STORE_MESSAGES.priceInvalid;
  if (body.imageBase64 !== undefined && !decodeImage(body.imageBase64)) return STORE_MESSAGES.imageInvalid;
  return null;
}

const auditView = (
  p: Pick<Product, 'description' | 'endsOn' | 'inStore'> & {
    prices: { categoryId: number; amountCentavos: number }[];
  },
) => ({
  description: p.description,
  endsOn: p.endsOn,
  inStore: p.inStore,
  prices: p.prices.map((x) => `${x.categoryId}: ${x.amountCentavos}`).join(', '),
});

/**
 * Creates (productId undefined) or changes a product of the issuer, prices included, in one
 * transaction; the detailed HTML is sanitized here, whatever the client did.
 */
export async function saveProduct(
  db: Db,
  who: StaffSession,
  body: ProductBody,
  productId?: number,
): Promise<StoreResult<Product>> {
  // Another issuer's product does not exist for the caller, whatever the body says.
  if (productId !== undefined && (await listProducts(db, who.issuerId, productId)).length === 0) {
    return { ok: false, status: 404, message: ERRORS.notFound };
  }
  const problem = await checkProduct(db, who.issuerId, body);
  if (problem) return { ok: false, status: 400, message: problem };
  const image = body.imageBase64 === undefined ? null : decodeImage(body.imageBase64);
  const fields = {
    description: body.description,
    detailedHtml: await sanitizeProductHtml(body.detailedHtml),
    endsAt: body.endsOn === null ? null : endOfDay(body.endsOn),
    inStore: body.inStore,
    ...(image ? { image: image.bytes, imageMime: image.mime } : {}),
  };
  const saved = await db.transaction(async (tx): Promise<StoreResult<number>> => {
    let before: Product | undefined;
    let id = productId;
    if (id === undefined) {
      const [row] = await tx
        .insert(projects)
        .values({ ...fields, issuerId: who.issuerId, hash: productHash(body.description) })
        .returning({ id: projects.id });
      id = row!.id;
    } else {
      [before] = await listProducts(tx, who.issuerId, id);
      if (!before) return { ok: false, status: 404, message: ERRORS.notFound };
      await tx.update(projects).set(fields).where(eq(projects.id, id));
      await tx.delete(projectPrices).where(eq(projectPrices.projectId, id));
    }
    await tx.insert(projectPrices).values(body.prices.map((p) => ({ projectId: id, ...p })));
    await recordAudit(tx, who, {
      action: before ? 'product.updated' : 'product.created',
      entity: 'product',
      entityId: id,
      ...(before ? { before: auditView(before) } : {}),
      after: { ...auditView({ ...body, prices: body.prices }), ...(image ? { image: image.mime } : {}) },
    });
    return { ok: true, value: id };
  });
  if (!saved.ok) return saved;
  const [product] = await listProducts(db, who.issuerId, saved.value);
  return { ok: true, value: product! };
}

/**
 * Takes the product's image away (both its bytes and its type): the public page and the member
 * store show their generic picture from then on. A product without an image is left as it is.
 */
export async function removeProductImage(
  db: Db,
  who: StaffSession,
  productId: number,
): Promise<StoreResult<Product>> {
  const found = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ mime: projects.imageMime, hasImage: sql<boolean>`${projects.image} is not null` })
      .from(projects)
      .where(and(eq(projects.id, productId), eq(projects.issuerId, who.issuerId)))
      .for('update');
    if (!row) return false;
    if (row.mime === null && !row.hasImage) return true;
    await tx.update(projects).set({ image: null, imageMime: null }).where(eq(projects.id, productId));
    await recordAudit(tx, who, {
      action: 'product.image_removed',
      entity: 'product',
      entityId: productId,
      before: { image: row.mime },
      after: { image: null },
    });
    return true;
  });
  if (!found) return { ok: false, status: 404, message: ERRORS.notFound };
  const [product] = await listProducts(db, who.issuerId, productId);
  return { ok: true, value: product! };
}

/** Who bought (or was charged) the product: its items with the member, paid or not. */
export async function listBuyers(db: Db, issuerId: number, productId: number): Promise<Buyer[] | undefined> {
  const [product] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, productId), eq(projects.issuerId, issuerId)));
  if (!product) return undefined;
  const rows = await db
    .select({
      itemId: cashFlowItems.id,
      memberName: members.name,
      cpf: members.cpf,
      email: members.email,
      amountCentavos: cashFlowItems.amountCentavos,
      createdAt: cashFlowItems.createdAt,
      paidAt: cashFlowItems.paidAt,
      cancelledAt: cashFlowItems.cancelledAt,
    })
    .from(cashFlowItems)
    .innerJoin(members, eq(members.id, cashFlowItems.memberId))
    .where(and(eq(cashFlowItems.projectId, productId), eq(cashFlowItems.issuerId, issuerId)))
    .orderBy(desc(cashFlowItems.createdAt), desc(cashFlowItems.id));
  return rows.map(({ cancelledAt, ...r }) => ({
    ...r,
    status: r.paidAt ? 'paid' : cancelledAt ? 'cancelled' : 'open',
    createdAt: r.createdAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
  }));
}
