import { asc, eq } from 'drizzle-orm';
import type { IssuerCategory } from '../../../domain/contract/gestao-members';
import type { Db } from '../../db/client';
import { categories, issuerCategories } from '../../db/schema';

/** The categories the issuer offers (for the filter and the category change). */
export function listIssuerCategories(db: Db, issuerId: number): Promise<IssuerCategory[]> {
  return db
    .select({ id: categories.id, name: categories.description })
    .from(issuerCategories)
    .innerJoin(categories, eq(categories.id, issuerCategories.categoryId))
    .where(eq(issuerCategories.issuerId, issuerId))
    .orderBy(asc(categories.description));
}
