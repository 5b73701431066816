import { z } from 'zod';

export const QrParams = z.object({ categoryId: z.coerce.number().int().positive().max(2_147_483_647) });

export const AssociationQrResponse = z.object({
  issuerName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  /** The text inside the code (signed JSON, server/issuers/association-qr.ts). */
  code: z.string(),
  /** The code as a PNG, data:image/png;base64,… */
  pngDataUrl: z.string(),
});
export type AssociationQrResponse = z.infer<typeof AssociationQrResponse>;

export const QR_POSTER_CALL = 'Aponte a câmera do app Quita para se associar';
