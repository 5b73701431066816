import { and, asc, eq, isNull } from 'drizzle-orm';
import { toClassCouncil, type ClassCouncil } from '../../domain/class-council';
import type { AssociationCategory } from '../../domain/contract/gestao-categories';
import type { Db } from '../db/client';
import { categories, associationCategories, associations } from '../db/schema';

/** What the sign-up shows of an association (whom the person joins, the council asked for), or null. */
export async function findAssociationSignUp(
  db: Db,
  associationId: number,
): Promise<{ name: string; classCouncil: ClassCouncil } | null> {
  const [row] = await db
    .select({ name: associations.name, classCouncil: associations.classCouncil })
    .from(associations)
    .where(eq(associations.id, associationId));
  return row ? { name: row.name, classCouncil: toClassCouncil(row.classCouncil) } : null;
}

/**
 * The categories an association offers to new members with their annuity prices, cheapest first (the
 * order forms list them in); a retired category is not offered.
 */
export async function listAssociationCategories(
  db: Db,
  associationId: number,
): Promise<AssociationCategory[]> {
  return db
    .select({
      categoryId: associationCategories.categoryId,
      name: categories.description,
      annuityCentavos: associationCategories.annuityCentavos,
      annuityPromoCentavos: associationCategories.annuityPromoCentavos,
      annuityPromoUntil: associationCategories.annuityPromoUntil,
    })
    .from(associationCategories)
    .innerJoin(categories, eq(categories.id, associationCategories.categoryId))
    .where(and(eq(associationCategories.associationId, associationId), isNull(categories.retiredAt)))
    .orderBy(asc(associationCategories.annuityCentavos), asc(associationCategories.categoryId));
}
