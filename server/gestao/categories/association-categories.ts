import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_ANNUITY_DATES } from '../../../domain/annuity-dates';
import type { AssociationCategory } from '../../../domain/contract/gestao-category-catalog';
import type { Db } from '../../db/client';
import { categories, associationCategories } from '../../db/schema';

const columns = {
  categoryId: categories.id,
  name: categories.description,
  retiredAt: categories.retiredAt,
  promotesAfterYears: categories.promotesAfterYears,
  promotesToCategoryId: categories.promotesToCategoryId,
  annuityCentavos: sql<number>`coalesce(${associationCategories.annuityCentavos}, 0)`.mapWith(Number),
  annuityPromoCentavos: associationCategories.annuityPromoCentavos,
  annuityPromoUntil: associationCategories.annuityPromoUntil,
  annuityDueDay: associationCategories.annuityDueDay,
  nextYearFromMonth: associationCategories.nextYearAnnuityFromMonth,
  memberCount: sql<number>`(select count(*) from memberships ms
    where ms.issuer_id = ${categories.associationId} and ms.category_id = ${categories.id} and ms.status = 'A')`.mapWith(
    Number,
  ),
};

interface Row {
  categoryId: number;
  name: string;
  retiredAt: Date | null;
  promotesAfterYears: number | null;
  promotesToCategoryId: number | null;
  annuityCentavos: number;
  annuityPromoCentavos: number | null;
  annuityPromoUntil: string | null;
  annuityDueDay: string | null;
  nextYearFromMonth: number | null;
  memberCount: number;
}

const toCategory = ({
  retiredAt,
  promotesAfterYears,
  promotesToCategoryId,
  annuityDueDay,
  nextYearFromMonth,
  ...row
}: Row): AssociationCategory => ({
  ...row,
  annuityDates: {
    dueDay: annuityDueDay ?? DEFAULT_ANNUITY_DATES.dueDay,
    nextYearFromMonth: nextYearFromMonth ?? DEFAULT_ANNUITY_DATES.nextYearFromMonth,
  },
  retiredAt: retiredAt?.toISOString() ?? null,
  promotion:
    promotesAfterYears === null || promotesToCategoryId === null
      ? null
      : { afterYears: promotesAfterYears, toCategoryId: promotesToCategoryId },
});

async function select(db: Db, associationId: number, where?: SQL): Promise<AssociationCategory[]> {
  const rows = await db
    .select(columns)
    .from(categories)
    .leftJoin(
      associationCategories,
      and(
        eq(associationCategories.associationId, categories.associationId),
        eq(associationCategories.categoryId, categories.id),
      ),
    )
    .where(and(eq(categories.associationId, associationId), where))
    .orderBy(sql`${categories.retiredAt} is not null`, asc(categories.description));
  return rows.map(toCategory);
}

/** Every category of the association, active first, by name: "Categorias e anuidades". */
export const categoriesOfAssociation = (db: Db, associationId: number) => select(db, associationId);

/** One of the association's categories, or null (another association's id is null too). */
export async function associationCategory(
  db: Db,
  associationId: number,
  categoryId: number,
): Promise<AssociationCategory | null> {
  const [category] = await select(db, associationId, eq(categories.id, categoryId));
  return category ?? null;
}
