import type { AssociationCategory, NewCategoryBody } from '../../../domain/contract/gestao-category-catalog';
import { annuityPricesProblem } from '../../../domain/gestao-categories';
import { categoryNameOf, CATEGORY_CATALOG_MESSAGES } from '../../../domain/gestao-category-catalog';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { categories, associationCategories } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { associationCategory } from './association-categories';

/** "Nova categoria": a category of the staff's association with its annuity; audited. */
export async function createCategory(
  db: Db,
  who: StaffSession,
  body: NewCategoryBody,
): Promise<Outcome<AssociationCategory>> {
  const named = categoryNameOf(body.name);
  if (!named.ok) return failed(named.message);
  const prices = {
    annuityCentavos: body.annuityCentavos,
    annuityPromoCentavos: body.annuityPromoCentavos,
    annuityPromoUntil: body.annuityPromoUntil,
  };
  const problem = annuityPricesProblem(prices);
  if (problem) return failed(problem);
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(categories)
        .values({ associationId: who.associationId, description: named.name })
        .returning({ id: categories.id });
      await tx
        .insert(associationCategories)
        .values({ associationId: who.associationId, categoryId: created!.id, ...prices });
      await recordAudit(tx, who, {
        action: 'category.created',
        entity: 'category',
        entityId: created!.id,
        after: { name: named.name, ...prices },
      });
      return succeeded((await associationCategory(tx, who.associationId, created!.id))!);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'categories_issuer_name_key'))
      return failed(CATEGORY_CATALOG_MESSAGES.nameTaken, 409);
    throw error;
  }
}
