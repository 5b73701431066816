import { and, eq } from 'drizzle-orm';
import type { AssociationCategory } from '../../../domain/contract/gestao-category-catalog';
import { categoryNameOf, CATEGORY_CATALOG_MESSAGES } from '../../../domain/gestao-category-catalog';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { ERRORS } from '../../error-messages';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { associationCategory } from './association-categories';

/** A new name for one of the association's categories (its members, items and history follow by id); audited. */
export async function renameCategory(
  db: Db,
  who: StaffSession,
  categoryId: number,
  typedName: string,
): Promise<Outcome<AssociationCategory>> {
  const named = categoryNameOf(typedName);
  if (!named.ok) return failed(named.message);
  try {
    return await db.transaction(async (tx) => {
      const before = await associationCategory(tx, who.associationId, categoryId);
      if (!before) return failed(ERRORS.notFound, 404);
      await tx
        .update(categories)
        .set({ description: named.name })
        .where(and(eq(categories.id, categoryId), eq(categories.associationId, who.associationId)));
      await recordAudit(tx, who, {
        action: 'category.renamed',
        entity: 'category',
        entityId: categoryId,
        before: { name: before.name },
        after: { name: named.name },
      });
      return succeeded({ ...before, name: named.name });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'categories_issuer_name_key'))
      return failed(CATEGORY_CATALOG_MESSAGES.nameTaken, 409);
    throw error;
  }
}
