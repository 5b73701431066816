import type { AnnuityPricesBody } from '../../../domain/contract/gestao-categories';
import type { Db } from '../../db/client';
import { listAssociationCategories } from '../../associations/association-categories';

export const prices = (p: AnnuityPricesBody) => ({
  annuityCentavos: p.annuityCentavos,
  annuityPromoCentavos: p.annuityPromoCentavos,
  annuityPromoUntil: p.annuityPromoUntil,
});

export async function offeredCategory(db: Db, associationId: number, categoryId: number) {
  const all = await listAssociationCategories(db, associationId);
  return all.find((c) => c.categoryId === categoryId);
}
