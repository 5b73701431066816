import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { CategoriesResponse } from '../../../domain/contract/gestao-categories';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import { listAssociationCategories } from '../../associations/association-categories';

/** The association's categories with prices, and its own ones it has no price for yet. */
export async function categoriesOf(db: Db, associationId: number): Promise<CategoriesResponse> {
  const offered = await listAssociationCategories(db, associationId);
  const available = await db
    .select({ categoryId: categories.id, name: categories.description })
    .from(categories)
    .where(
      and(
        eq(categories.associationId, associationId),
        offered.length > 0
          ? notInArray(
              categories.id,
              offered.map((c) => c.categoryId),
            )
          : undefined,
      ),
    )
    .orderBy(asc(categories.description));
  return { categories: offered, available };
}
