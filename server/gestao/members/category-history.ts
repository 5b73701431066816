import { asc, eq } from 'drizzle-orm';
import type { CategoryPeriod } from '../../../domain/contract/gestao-members';
import { addDays } from '../../../domain/sao-paulo-days';
import type { Db } from '../../db/client';
import { categories, membershipCategories } from '../../db/schema';

/**
 * Histórico de categorias of a membership, oldest first: each category from its first day to the
 * day before the next one starts (the last one open). A row after the start of the category the
 * membership has (`categorySince`) is a change not applied yet: scheduled.
 */
export async function categoryHistory(
  db: Db,
  membershipId: number,
  categorySince: string,
): Promise<CategoryPeriod[]> {
  const rows = await db
    .select({
      categoryId: membershipCategories.categoryId,
      categoryName: categories.description,
      from: membershipCategories.startsOn,
    })
    .from(membershipCategories)
    .innerJoin(categories, eq(categories.id, membershipCategories.categoryId))
    .where(eq(membershipCategories.membershipId, membershipId))
    .orderBy(asc(membershipCategories.startsOn));
  return rows.map((row, index) => {
    const next = rows[index + 1];
    return { ...row, to: next ? addDays(next.from, -1) : null, scheduled: row.from > categorySince };
  });
}
