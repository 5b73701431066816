import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Product } from '../../../domain/contract/gestao-store';
import { APP_TIMEZONE, toWireDate } from '../../../domain/dates';
import type { Db } from '../../db/client';
import { cashFlowItems, categories, productPrices, products } from '../../db/schema';
import { productImageUrl } from '../../purchases/public-product';

dayjs.extend(utc);
dayjs.extend(timezone);

export const endOfDay = (day: string) => dayjs.tz(`${day} 23:59:59`, APP_TIMEZONE).toDate();

/** Products of the association, newest first, with their prices and how many bought each. */
export async function listProducts(db: Db, associationId: number, only?: number): Promise<Product[]> {
  const rows = await db
    .select({
      id: products.id,
      hash: products.hash,
      description: products.description,
      detailedHtml: products.detailedHtml,
      endsAt: products.endsAt,
      inStore: products.inStore,
      nfseEnabled: products.nfseEnabled,
      nfseServiceCode: products.nfseServiceCode,
      nfseServiceDescription: products.nfseServiceDescription,
      nfseIssBps: products.nfseIssBps,
      nbsCode: products.nfseNbsCode,
      taxSituationCode: products.nfseTaxSituationCode,
      taxClassificationCode: products.nfseTaxClassificationCode,
      operationIndicatorCode: products.nfseOperationIndicatorCode,
      hasImage: sql<boolean>`${products.image} is not null`,
      // Tables named by hand: in a one-table select drizzle writes bare column names, and inside
      // this subquery a bare "id" would be the item's.
      buyers:
        sql<number>`(select count(*) from ${cashFlowItems} where ${cashFlowItems}."project_id" = ${products}."id")`.mapWith(
          Number,
        ),
    })
    .from(products)
    .where(
      and(eq(products.associationId, associationId), only === undefined ? undefined : eq(products.id, only)),
    )
    .orderBy(desc(products.id));
  if (rows.length === 0) return [];
  const prices = await db
    .select({
      productId: productPrices.productId,
      categoryId: productPrices.categoryId,
      categoryName: categories.description,
      amountCentavos: productPrices.amountCentavos,
    })
    .from(productPrices)
    .innerJoin(categories, eq(categories.id, productPrices.categoryId))
    .where(
      inArray(
        productPrices.productId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(productPrices.amountCentavos));
  return rows.map(
    ({
      hasImage,
      endsAt,
      detailedHtml,
      nfseEnabled,
      nfseServiceCode,
      nfseServiceDescription,
      nfseIssBps,
      nbsCode,
      taxSituationCode,
      taxClassificationCode,
      operationIndicatorCode,
      ...r
    }) => ({
      ...r,
      nfse:
        nfseEnabled && nfseServiceCode && nfseServiceDescription !== null && nfseIssBps !== null
          ? {
              serviceCode: nfseServiceCode,
              serviceDescription: nfseServiceDescription,
              issBps: nfseIssBps,
              // The tax reform's codes only where set (absent: none).
              ...Object.fromEntries(
                Object.entries({
                  nbsCode,
                  taxSituationCode,
                  taxClassificationCode,
                  operationIndicatorCode,
                }).filter(([, code]) => code !== null),
              ),
            }
          : null,
      detailedHtml: detailedHtml ?? '',
      endsOn: endsAt ? toWireDate(endsAt) : null,
      imageUrl: hasImage ? productImageUrl(r.hash) : null,
      prices: prices.filter((p) => p.productId === r.id).map(({ productId: _, ...p }) => p),
    }),
  );
}
