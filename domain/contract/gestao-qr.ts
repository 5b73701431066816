import { z } from 'zod';

export const QrParams = z.object({ categoryId: z.coerce.number().int().positive().max(2_147_483_647) });

export const AssociationQrResponse = z.object({
  associationName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  /** The text inside the code: the association's join link, "Link de adesão" (domain/association-link.ts). */
  code: z.string(),
  /** The code as a PNG, data:image/png;base64,… */
  pngDataUrl: z.string(),
});
export type AssociationQrResponse = z.infer<typeof AssociationQrResponse>;

/** The poster's call: any phone's camera opens the join link; the app's "Associar QR" reads it too. */
export const QR_POSTER_CALL = 'Aponte a câmera do celular para se associar';
export const QR_POSTER_APP_NOTE = 'Já usa o app Quita? Toque em "Associar QR" e leia este código.';
