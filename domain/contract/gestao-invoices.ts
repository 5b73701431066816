import { z } from 'zod';

/** Notas fiscais: a service invoice (NFS-e) as the back office lists it. */
export const InvoiceEntry = z.object({
  id: z.number().int(),
  /** ISO timestamp: when it was scheduled (the payment's settlement). */
  createdAt: z.string(),
  buyerName: z.string(),
  product: z.string(),
  valueCentavos: z.number().int(),
  status: z.enum(['scheduled', 'authorized', 'cancelled', 'error']),
  /** Why it is 'error' (the gateway's or the city hall's words), else null. */
  errorReason: z.string().nullable(),
  number: z.string().nullable(),
  /** The invoice's PDF once authorized (the PSP's, or the sandbox's on our server). */
  pdfUrl: z.string().nullable(),
});
export type InvoiceEntry = z.infer<typeof InvoiceEntry>;

export const InvoicesResponse = z.object({ invoices: z.array(InvoiceEntry) });
export type InvoicesResponse = z.infer<typeof InvoicesResponse>;
