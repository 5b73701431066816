import { and, asc, eq } from 'drizzle-orm';
import { currentLotPrices, priceOfDay } from '../congress/lot-prices';
import { soldOutProducts } from '../congress/seats';
import type { Db } from '../db/client';
import { categories, associationCategories, associations, productPrices, products } from '../db/schema';

export interface ProductPrice {
  categoryId: number;
  categoryName: string;
  amountCentavos: number;
}

export interface PublicProduct {
  id: number;
  hash: string;
  description: string;
  detailedHtml: string | null;
  hasImage: boolean;
  endsAt: Date | null;
  associationId: number;
  associationName: string;
  /** Who is paid: the checkout names it. */
  associationCnpj: string | null;
  prices: ProductPrice[];
  /** An event with no seat left: shown, not sold. */
  soldOut: boolean;
}

/**
 * A product by its public hash, with its price of the day per category (an event's current lot,
 * else the product's; cheapest first): only categories its association offers (Categorias e
 * anuidades), so a product priced for another one never lists it.
 */
export async function findPublicProduct(
  db: Db,
  hash: string,
  now = new Date(),
): Promise<PublicProduct | undefined> {
  const [row] = await db
    .select({
      id: products.id,
      hash: products.hash,
      description: products.description,
      detailedHtml: products.detailedHtml,
      imageMime: products.imageMime,
      endsAt: products.endsAt,
      associationId: products.associationId,
      associationName: associations.name,
      associationCnpj: associations.cnpj,
    })
    .from(products)
    .innerJoin(associations, eq(associations.id, products.associationId))
    .where(eq(products.hash, hash));
  if (!row) return undefined;
  const prices = await db
    .select({
      categoryId: productPrices.categoryId,
      categoryName: categories.description,
      amountCentavos: productPrices.amountCentavos,
    })
    .from(productPrices)
    .innerJoin(categories, eq(categories.id, productPrices.categoryId))
    .innerJoin(
      associationCategories,
      and(
        eq(associationCategories.associationId, row.associationId),
        eq(associationCategories.categoryId, productPrices.categoryId),
      ),
    )
    .where(eq(productPrices.productId, row.id))
    .orderBy(asc(productPrices.amountCentavos), asc(productPrices.categoryId));
  const lots = await currentLotPrices(db, [row.id], now);
  const ofDay = prices
    .map((p) => ({ ...p, amountCentavos: priceOfDay(lots, row.id, p.categoryId, p.amountCentavos) }))
    .sort((a, b) => a.amountCentavos - b.amountCentavos || a.categoryId - b.categoryId);
  const { imageMime, ...product } = row;
  const soldOut = (await soldOutProducts(db, [row.id], now)).has(row.id);
  return { ...product, hasImage: imageMime !== null, prices: ofDay, soldOut };
}

/** Sales stop once the end date has passed; a product without one sells forever. */
export const salesEnded = (product: Pick<PublicProduct, 'endsAt'>, now = new Date()) =>
  product.endsAt !== null && now.getTime() > product.endsAt.getTime();

export const productImageUrl = (hash: string) =>
  `/api/access/acessarProjetoImagem/${encodeURIComponent(hash)}`;

/** A product's stored image and its declared type, by the product's public hash. */
export async function findProductImage(
  db: Db,
  hash: string,
): Promise<{ mime: string; image: Uint8Array } | undefined> {
  const [product] = await db
    .select({ mime: products.imageMime, image: products.image })
    .from(products)
    .where(eq(products.hash, hash));
  if (!product?.image || !product.mime) return undefined;
  return { mime: product.mime, image: product.image };
}
