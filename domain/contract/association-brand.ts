import { z } from 'zod';

/** The brand an association wears on its screens: the back office's header and its members' screens. */
export const AssociationBrand = z.object({
  displayName: z.string(),
  /** #rrggbb that carries white text at WCAG AA (domain/contrast.ts); null: Quita's own blue. */
  primaryColor: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type AssociationBrand = z.infer<typeof AssociationBrand>;

/** GET /api/associacoes/:associationId/marca (public). */
export const AssociationBrandParams = z.object({
  associationId: z.coerce.number().int().positive().max(2_147_483_647),
});
