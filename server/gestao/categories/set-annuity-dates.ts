import { and, eq } from 'drizzle-orm';
import { annuityDatesProblem } from '../../../domain/annuity-dates';
import type { AnnuityDatesBody, AssociationCategory } from '../../../domain/contract/gestao-category-catalog';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { associationCategories } from '../../db/schema';
import { ERRORS } from '../../error-messages';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { associationCategory } from './association-categories';

/**
 * The category's annuity calendar: its due day of each year and the month from which a member
 * accepted owes next year's annuity (server/dues/annuities.ts bills by them). Audited.
 */
export async function setAnnuityDates(
  db: Db,
  who: StaffSession,
  categoryId: number,
  dates: AnnuityDatesBody,
): Promise<Outcome<AssociationCategory>> {
  const problem = annuityDatesProblem(dates);
  if (problem) return failed(problem);
  return db.transaction(async (tx) => {
    const before = await associationCategory(tx, who.associationId, categoryId);
    if (!before) return failed(ERRORS.notFound, 404);
    const changed = await tx
      .update(associationCategories)
      .set({ annuityDueDay: dates.dueDay, nextYearAnnuityFromMonth: dates.nextYearFromMonth })
      .where(
        and(
          eq(associationCategories.associationId, who.associationId),
          eq(associationCategories.categoryId, categoryId),
        ),
      )
      .returning({ categoryId: associationCategories.categoryId });
    // A category without prices has no annuity to date.
    if (changed.length === 0) return failed(ERRORS.notFound, 404);
    const annuityDates = { dueDay: dates.dueDay, nextYearFromMonth: dates.nextYearFromMonth };
    await recordAudit(tx, who, {
      action: 'category.annuity_dates_changed',
      entity: 'category',
      entityId: categoryId,
      before: { annuityDates: before.annuityDates },
      after: { annuityDates },
    });
    return succeeded({ ...before, annuityDates });
  });
}
