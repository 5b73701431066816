import { asc, eq, sql } from 'drizzle-orm';
import { type ChargeCategory } from '../../../domain/contract/gestao-charges';
import type { Db } from '../../db/client';
import { categories, associationCategories, memberships } from '../../db/schema';

/** The categories the association offers, with the annuity that pre-fills the form and how many are active. */
export async function listChargeCategories(db: Db, associationId: number): Promise<ChargeCategory[]> {
  const rows = await db
    .select({
      categoryId: associationCategories.categoryId,
      description: categories.description,
      annuityCentavos: associationCategories.annuityCentavos,
      activeMembers: sql<number>`(select count(*)::int from ${memberships} m
        where m.issuer_id = ${associationCategories.associationId} and m.category_id = ${associationCategories.categoryId}
        and m.status = 'A')`,
    })
    .from(associationCategories)
    .innerJoin(categories, eq(categories.id, associationCategories.categoryId))
    .where(eq(associationCategories.associationId, associationId))
    .orderBy(asc(categories.description));
  return rows.map((r) => ({ ...r, activeMembers: Number(r.activeMembers) }));
}
