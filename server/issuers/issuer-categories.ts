import { asc, eq } from 'drizzle-orm';
import type { IssuerCategory } from '../../domain/contract/gestao-categories';
import type { Db } from '../db/client';
import { categories, issuerCategories } from '../db/schema';

/** The categories an issuer offers with their annuity prices, cheapest first (the order forms list them in). */
export async function listIssuerCategories(db: Db, issuerId: number): Promise<IssuerCategory[]> {
  return db
    .select({
      categoryId: issuerCategories.categoryId,
      name: categories.description,
      annuityCentavos: issuerCategories.annuityCentavos,
      annuityPromoCentavos: issuerCategories.annuityPromoCentavos,
      annuityPromoUntil: issuerCategories.annuityPromoUntil,
    })
    .from(issuerCategories)
    .innerJoin(categories, eq(categories.id, issuerCategories.categoryId))
    .where(eq(issuerCategories.issuerId, issuerId))
    .orderBy(asc(issuerCategories.annuityCentavos), asc(issuerCategories.categoryId));
}
