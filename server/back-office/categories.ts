import { and, asc, eq, notInArray } from 'drizzle-orm';
import type {
  AnnuityPricesBody,
  CategoriesResponse,
  IssuerCategory,
  OfferCategoryBody,
} from '../../domain/contract/gestao-categories';
import { annuityPricesProblem, CATEGORY_MESSAGES } from '../../domain/gestao-categories';
import { ERRORS } from '../error-messages';
import type { Db } from '../db/client';
import { categories, issuerCategories } from '../db/schema';
import { listIssuerCategories } from '../issuers/issuer-categories';
import { recordAudit } from './audit';
import type { StaffSession } from './staff-accounts';

export type CategoryResult =
  { ok: true; category: IssuerCategory } | { ok: false; status: 400 | 404 | 409; message: string };

/** The issuer's categories and the global ones it could still offer. */
export async function categoriesOf(db: Db, issuerId: number): Promise<CategoriesResponse> {
  const offered = await listIssuerCategories(db, issuerId);
  const available = await db
    .select({ categoryId: categories.id, name: categories.description })
    .from(categories)
    .where(
      offered.length > 0
        ? notInArray(
            categories.id,
            offered.map((c) => c.categoryId),
          )
        : undefined,
    )
    .orderBy(asc(categories.description));
  return { categories: offered, available };
}

const prices = (p: AnnuityPricesBody) => ({
  annuityCentavos: p.annuityCentavos,
  annuityPromoCentavos: p.annuityPromoCentavos,
  annuityPromoUntil: p.annuityPromoUntil,
});

async function offeredCategory(db: Db, issuerId: number, categoryId: number) {
  const all = await listIssuerCategories(db, issuerId);
  return all.find((c) => c.categoryId === categoryId);
}

/** New annuity prices of a category the issuer offers; audited with what they were. */
export async function updateCategoryPrices(
  db: Db,
  who: StaffSession,
  categoryId: number,
  body: AnnuityPricesBody,
): Promise<CategoryResult> {
  const problem = annuityPricesProblem(body);
  if (problem) return { ok: false, status: 400, message: problem };
  return db.transaction(async (tx) => {
    const before = await offeredCategory(tx, who.issuerId, categoryId);
    if (!before) return { ok: false, status: 404, message: ERRORS.notFound };
    await tx
      .update(issuerCategories)
      .set(prices(body))
      .where(and(eq(issuerCategories.issuerId, who.issuerId), eq(issuerCategories.categoryId, categoryId)));
    const category = { ...before, ...prices(body) };
    await recordAudit(tx, who, {
      action: 'category.prices_changed',
      entity: 'category',
      entityId: categoryId,
      before: prices(before),
      after: prices(category),
    });
    return { ok: true, category };
  });
}

/** Starts offering one of the global categories, with its prices. */
export async function offerCategory(
  db: Db,
  who: StaffSession,
  body: OfferCategoryBody,
): Promise<CategoryResult> {
  const problem = annuityPricesProblem(body);
  if (problem) return { ok: false, status: 400, message: problem };
  return db.transaction(async (tx) => {
    const [global] = await tx
      .select({ name: categories.description })
      .from(categories)
      .where(eq(categories.id, body.categoryId));
    if (!global) return { ok: false, status: 404, message: ERRORS.notFound };
    const inserted = await tx
      .insert(issuerCategories)
      .values({ issuerId: who.issuerId, categoryId: body.categoryId, ...prices(body) })
      .onConflictDoNothing()
      .returning({ categoryId: issuerCategories.categoryId });
    if (inserted.length === 0) return { ok: false, status: 409, message: CATEGORY_MESSAGES.alreadyOffered };
    const category = { categoryId: body.categoryId, name: global.name, ...prices(body) };
    await recordAudit(tx, who, {
      action: 'category.offered',
      entity: 'category',
      entityId: body.categoryId,
      after: prices(category),
    });
    return { ok: true, category };
  });
}
