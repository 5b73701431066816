import { z } from 'zod';
import { AnnuityPricesBody } from './gestao-categories';

/** "Após N anos, passa para <categoria>": a category of the same association. */
export const PromotionRule = z.object({
  afterYears: z.number().int(),
  toCategoryId: z.number().int().positive().max(2_147_483_647),
});
export type PromotionRule = z.infer<typeof PromotionRule>;

/** The annuity's due day each year and the month from which a new member owes next year's. */
export const AnnuityDatesBody = z.object({
  /** 'MM-DD' (rules checked by the service: domain/annuity-dates.ts). */
  dueDay: z.string().max(5),
  /** 1–12. */
  nextYearFromMonth: z.number().int(),
});
export type AnnuityDatesBody = z.infer<typeof AnnuityDatesBody>;

/** One of the association's categories as "Categorias e anuidades" shows it, retired ones too. */
export const AssociationCategory = AnnuityPricesBody.extend({
  annuityDates: AnnuityDatesBody,
  categoryId: z.number().int(),
  name: z.string(),
  /** ISO instant it stopped taking new members; null while active. */
  retiredAt: z.string().nullable(),
  promotion: PromotionRule.nullable(),
  /** Active members who hold it. */
  memberCount: z.number().int(),
});
export type AssociationCategory = z.infer<typeof AssociationCategory>;

export const AssociationCategoriesResponse = z.object({ categories: z.array(AssociationCategory) });
export type AssociationCategoriesResponse = z.infer<typeof AssociationCategoriesResponse>;

/** "Nova categoria": its name and its annuity (rules checked by the service). */
export const NewCategoryBody = AnnuityPricesBody.extend({ name: z.string().max(200) });
export type NewCategoryBody = z.infer<typeof NewCategoryBody>;

export const RenameCategoryBody = z.object({ name: z.string().max(200) });
export type RenameCategoryBody = z.infer<typeof RenameCategoryBody>;

/** null: the category promotes nobody. */
export const PromotionRuleBody = z.object({ promotion: PromotionRule.nullable() });
export type PromotionRuleBody = z.infer<typeof PromotionRuleBody>;

export const RetirementBody = z.object({ retired: z.boolean() });
export type RetirementBody = z.infer<typeof RetirementBody>;

export const SavedCategory = z.object({ category: AssociationCategory });
export type SavedCategory = z.infer<typeof SavedCategory>;
