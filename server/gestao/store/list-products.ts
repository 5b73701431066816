import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Product } from '../../../domain/contract/gestao-store';
import { APP_TIMEZONE, toWireDate } from '../../../domain/dates';
import type { Db } from '../../db/client';
import { cashFlowItems, categories, projectPrices, projects } from '../../db/schema';
import { projectImageUrl } from '../../purchases/public-project';

dayjs.extend(utc);
dayjs.extend(timezone);

export const endOfDay = (day: string) => dayjs.tz(`${day} 23:59:59`, APP_TIMEZONE).toDate();

/** Products of the association, newest first, with their prices and how many bought each. */
export async function listProducts(db: Db, associationId: number, only?: number): Promise<Product[]> {
  const rows = await db
    .select({
      id: projects.id,
      hash: projects.hash,
      description: projects.description,
      detailedHtml: projects.detailedHtml,
      endsAt: projects.endsAt,
      inStore: projects.inStore,
      nfseEnabled: projects.nfseEnabled,
      nfseServiceCode: projects.nfseServiceCode,
      nfseServiceDescription: projects.nfseServiceDescription,
      nfseIssBps: projects.nfseIssBps,
      nbsCode: projects.nfseNbsCode,
      taxSituationCode: projects.nfseTaxSituationCode,
      taxClassificationCode: projects.nfseTaxClassificationCode,
      operationIndicatorCode: projects.nfseOperationIndicatorCode,
      hasImage: sql<boolean>`${projects.image} is not null`,
      // Tables named by hand: in a one-table select drizzle writes bare column names, and inside
      // this subquery a bare "id" would be the item's.
      buyers:
        sql<number>`(select count(*) from ${cashFlowItems} where ${cashFlowItems}."project_id" = ${projects}."id")`.mapWith(
          Number,
        ),
    })
    .from(projects)
    .where(
      and(eq(projects.associationId, associationId), only === undefined ? undefined : eq(projects.id, only)),
    )
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
      imageUrl: hasImage ? projectImageUrl(r.hash) : null,
      prices: prices.filter((p) => p.projectId === r.id).map(({ projectId: _, ...p }) => p),
    }),
  );
}
