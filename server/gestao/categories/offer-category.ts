import { and, eq } from 'drizzle-orm';
import type { AssociationCategory, OfferCategoryBody } from '../../../domain/contract/gestao-categories';
import { annuityPricesProblem, CATEGORY_MESSAGES } from '../../../domain/gestao-categories';
import { ERRORS } from '../../error-messages';
import type { Db } from '../../db/client';
import { categories, associationCategories } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { prices } from './offered-category';

/** Starts offering one of the association's own categories, with its prices. */
export async function offerCategory(
  db: Db,
  who: StaffSession,
  body: OfferCategoryBody,
): Promise<Outcome<AssociationCategory>> {
  const problem = annuityPricesProblem(body);
  if (problem) return failed(problem);
  return db.transaction(async (tx) => {
    const [global] = await tx
      .select({ name: categories.description })
      .from(categories)
      .where(and(eq(categories.id, body.categoryId), eq(categories.associationId, who.associationId)));
    if (!global) return failed(ERRORS.notFound, 404);
    const inserted = await tx
      .insert(associationCategories)
      .values({ associationId: who.associationId, categoryId: body.categoryId, ...prices(body) })
      .onConflictDoNothing()
      .returning({ categoryId: associationCategories.categoryId });
    if (inserted.length === 0) return failed(CATEGORY_MESSAGES.alreadyOffered, 409);
    const category = { categoryId: body.categoryId, name: global.name, ...prices(body) };
    await recordAudit(tx, who, {
      action: 'category.offered',
      entity: 'category',
      entityId: body.categoryId,
      after: prices(category),
    });
    return succeeded(category);
  });
}
