import { and, asc, eq, isNull } from 'drizzle-orm';
import { toClassCouncil, type ClassCouncil } from '../../domain/class-council';
import type { IssuerCategory } from '../../domain/contract/gestao-categories';
import type { Db } from '../db/client';
import { categories, issuerCategories, issuers } from '../db/schema';

/** What the sign-up shows of an issuer (whom the person joins, the council asked for), or null. */
export async function findIssuerSignUp(
  db: Db,
  issuerId: number,
): Promise<{ name: string; classCouncil: ClassCouncil } | null> {
  const [row] = await db
    .select({ name: issuers.name, classCouncil: issuers.classCouncil })
    .from(issuers)
    .where(eq(issuers.id, issuerId));
  return row ? { name: row.name, classCouncil: toClassCouncil(row.classCouncil) } : null;
}

/**
 * The categories an issuer offers to new members with their annuity prices, cheapest first (the
 * order forms list them in); a retired category is not offered.
 */
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
    .where(and(eq(issuerCategories.issuerId, issuerId), isNull(categories.retiredAt)))
    .orderBy(asc(issuerCategories.annuityCentavos), asc(issuerCategories.categoryId));
}
