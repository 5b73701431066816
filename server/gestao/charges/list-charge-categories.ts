import { asc, eq, sql } from 'drizzle-orm';
import { type ChargeCategory } from '../../../domain/contract/gestao-charges';
import type { Db } from '../../db/client';
import { categories, issuerCategories, memberships } from '../../db/schema';

/** The categories the issuer offers, with the annuity that pre-fills the form and how many are active. */
export async function listChargeCategories(db: Db, issuerId: number): Promise<ChargeCategory[]> {
  const rows = await db
    .select({
      categoryId: issuerCategories.categoryId,
      description: categories.description,
      annuityCentavos: issuerCategories.annuityCentavos,
      activeMembers: sql<number>`(select count(*)::int from ${memberships} m
        where m.issuer_id = ${issuerCategories.issuerId} and m.category_id = ${issuerCategories.categoryId}
        and m.status = 'A')`,
    })
    .from(issuerCategories)
    .innerJoin(categories, eq(categories.id, issuerCategories.categoryId))
    .where(eq(issuerCategories.issuerId, issuerId))
    .orderBy(asc(categories.description));
  return rows.map((r) => ({ ...r, activeMembers: Number(r.activeMembers) }));
}
