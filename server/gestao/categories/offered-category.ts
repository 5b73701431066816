import type { AnnuityPricesBody } from '../../../domain/contract/gestao-categories';
import type { Db } from '../../db/client';
import { listIssuerCategories } from '../../issuers/issuer-categories';

export const prices = (p: AnnuityPricesBody) => ({
  annuityCentavos: p.annuityCentavos,
  annuityPromoCentavos: p.annuityPromoCentavos,
  annuityPromoUntil: p.annuityPromoUntil,
});

export async function offeredCategory(db: Db, issuerId: number, categoryId: number) {
  const all = await listIssuerCategories(db, issuerId);
  return all.find((c) => c.categoryId === categoryId);
}
