import { asc, eq } from 'drizzle-orm';
import type { AssociationCategory } from '../../../domain/contract/gestao-members';
import type { Db } from '../../db/client';
import { categories, associationCategories } from '../../db/schema';

/** The categories the association offers (for the filter and the category change). */
export function listAssociationCategories(db: Db, associationId: number): Promise<AssociationCategory[]> {
  return db
    .select({ id: categories.id, name: categories.description })
    .from(associationCategories)
    .innerJoin(categories, eq(categories.id, associationCategories.categoryId))
    .where(eq(associationCategories.associationId, associationId))
    .orderBy(asc(categories.description));
}
