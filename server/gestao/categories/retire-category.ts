import { and, eq, sql } from 'drizzle-orm';
import type { AssociationCategory } from '../../../domain/contract/gestao-category-catalog';
import { succeeded, failed, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import { ERRORS } from '../../error-messages';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { associationCategory } from './association-categories';

/**
 * "Aposentar" / "Reativar": a retired category is offered to nobody new (sign-up, association QR,
 * the promotion job), while the members who hold it keep it and its annuity; audited.
 */
export async function setCategoryRetired(
  db: Db,
  who: StaffSession,
  categoryId: number,
  retired: boolean,
): Promise<Outcome<AssociationCategory>> {
  return db.transaction(async (tx) => {
    const before = await associationCategory(tx, who.associationId, categoryId);
    if (!before) return failed(ERRORS.notFound, 404);
    if ((before.retiredAt !== null) === retired) return succeeded(before);
    await tx
      .update(categories)
      .set({ retiredAt: retired ? sql`now()` : null })
      .where(and(eq(categories.id, categoryId), eq(categories.associationId, who.associationId)));
    await recordAudit(tx, who, {
      action: retired ? 'category.retired' : 'category.reactivated',
      entity: 'category',
      entityId: categoryId,
      after: { name: before.name },
    });
    return succeeded((await associationCategory(tx, who.associationId, categoryId))!);
  });
}
