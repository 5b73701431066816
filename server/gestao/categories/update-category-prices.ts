import { and, eq } from 'drizzle-orm';
import type { AnnuityPricesBody, AssociationCategory } from '../../../domain/contract/gestao-categories';
import { annuityPricesProblem } from '../../../domain/gestao-categories';
import { ERRORS } from '../../error-messages';
import type { Db } from '../../db/client';
import { associationCategories } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { prices, offeredCategory } from './offered-category';

/** New annuity prices of a category the association offers; audited with what they were. */
export async function updateCategoryPrices(
  db: Db,
  who: StaffSession,
  categoryId: number,
  body: AnnuityPricesBody,
): Promise<Outcome<AssociationCategory>> {
  const problem = annuityPricesProblem(body);
  if (problem) return failed(problem);
  return db.transaction(async (tx) => {
    const before = await offeredCategory(tx, who.associationId, categoryId);
    if (!before) return failed(ERRORS.notFound, 404);
    await tx
      .update(associationCategories)
      .set(prices(body))
      .where(
        and(
          eq(associationCategories.associationId, who.associationId),
          eq(associationCategories.categoryId, categoryId),
        ),
      );
    const category = { ...before, ...prices(body) };
    await recordAudit(tx, who, {
      action: 'category.prices_changed',
      entity: 'category',
      entityId: categoryId,
      before: prices(before),
      after: prices(category),
    });
    return succeeded(category);
  });
}
