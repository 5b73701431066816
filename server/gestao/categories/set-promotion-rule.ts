import { and, eq } from 'drizzle-orm';
import type { AssociationCategory, PromotionRule } from '../../../domain/contract/gestao-category-catalog';
import { CATEGORY_CATALOG_MESSAGES, isPromotionYears } from '../../../domain/gestao-category-catalog';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import { ERRORS } from '../../error-messages';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { associationCategory } from './association-categories';

/**
 * "Após N anos, passa para <categoria>": the rule the `promocoes` job applies to the category's
 * active members, to another active category of the same association; null removes it. Audited.
 */
export async function setPromotionRule(
  db: Db,
  who: StaffSession,
  categoryId: number,
  rule: PromotionRule | null,
): Promise<Outcome<AssociationCategory>> {
  if (rule && !isPromotionYears(rule.afterYears)) return failed(CATEGORY_CATALOG_MESSAGES.yearsInvalid);
  return db.transaction(async (tx) => {
    const before = await associationCategory(tx, who.associationId, categoryId);
    if (!before) return failed(ERRORS.notFound, 404);
    if (rule) {
      const target = await associationCategory(tx, who.associationId, rule.toCategoryId);
      if (!target || target.retiredAt !== null || target.categoryId === categoryId)
        return failed(CATEGORY_CATALOG_MESSAGES.targetInvalid);
    }
    await tx
      .update(categories)
      .set({ promotesAfterYears: rule?.afterYears ?? null, promotesToCategoryId: rule?.toCategoryId ?? null })
      .where(and(eq(categories.id, categoryId), eq(categories.associationId, who.associationId)));
    await recordAudit(tx, who, {
      action: 'category.promotion_changed',
      entity: 'category',
      entityId: categoryId,
      before: { promotion: before.promotion },
      after: { promotion: rule },
    });
    return succeeded({ ...before, promotion: rule });
  });
}
