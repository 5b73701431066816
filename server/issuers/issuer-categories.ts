import { asc, eq } from 'drizzle-orm';
import type { IssuerCategory } from '../../domain/contract/gestao-categories';
import type { Db } from '../db/client';
import { categories, issuerCategories, issuers } from '../db/schema';

/** The issuer's name (the sign-up shows whom the person joins), or null when there is no such issuer. */
export async function findIssuerName(db: Db, issuerId: number): Promise<string | null> {
  const [row] = await db.select({ name: issuers.name }).from(issuers).where(eq(issuers.id, issuerId));
  return row?.name ?? null;
}

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
