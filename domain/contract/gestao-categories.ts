import { z } from 'zod';

export const AssociationCategory = z.object({
  categoryId: z.number().int(),
  name: z.string(),
  annuityCentavos: z.number().int(),
  annuityPromoCentavos: z.number().int().nullable(),
  /** 'YYYY-MM-DD': last day of the early-payment price. */
  annuityPromoUntil: z.string().nullable(),
});
export type AssociationCategory = z.infer<typeof AssociationCategory>;

const GlobalCategory = z.object({ categoryId: z.number().int(), name: z.string() });
export type GlobalCategory = z.infer<typeof GlobalCategory>;

export const CategoriesResponse = z.object({
  categories: z.array(AssociationCategory),
  /** Global categories the association does not offer yet. */
  available: z.array(GlobalCategory),
});
export type CategoriesResponse = z.infer<typeof CategoriesResponse>;

/** The shape is checked here; the rules between the fields (annuityPricesProblem) by the service. */
export const AnnuityPricesBody = z.object({
  annuityCentavos: z.number().int(),
  annuityPromoCentavos: z.number().int().nullable(),
  annuityPromoUntil: z.string().max(10).nullable(),
});
export type AnnuityPricesBody = z.infer<typeof AnnuityPricesBody>;

export const OfferCategoryBody = AnnuityPricesBody.extend({
  categoryId: z.number().int().positive().max(2_147_483_647),
});
export type OfferCategoryBody = z.infer<typeof OfferCategoryBody>;

export const CategoryParams = z.object({ categoryId: z.coerce.number().int().positive().max(2_147_483_647) });

/** "Multa e juros": the shape here; the limits (latePaymentProblem) are checked by the service. */
export const LatePaymentSettings = z.object({
  lateFineBps: z.number().int(),
  monthlyInterestBps: z.number().int(),
});
export type LatePaymentSettings = z.infer<typeof LatePaymentSettings>;
