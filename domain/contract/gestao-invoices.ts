import { z } from 'zod';
import { PIS_COFINS_CSTS } from '../nfse-pis-cofins';
import { TAX_REGIMES } from '../nfse-reform';

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

const Bps = z.number().int().min(0).max(10_000);

/** PIS/COFINS of the invoices outside the Simples Nacional (domain/nfse-pis-cofins.ts). */
export const PisCofinsSettings = z.object({
  cst: z.enum(PIS_COFINS_CSTS),
  /** Basis points (65 = 0,65 %); null where the CST has no rate. */
  pisRateBps: Bps.nullable(),
  cofinsRateBps: Bps.nullable(),
});

/** Notas fiscais › "Regime tributário" (null until staff choose one) and its PIS/COFINS (null: not set). */
export const InvoiceSettings = z.object({
  taxRegime: z.enum(TAX_REGIMES).nullable(),
  pisCofins: PisCofinsSettings.nullable(),
});
export type InvoiceSettings = z.infer<typeof InvoiceSettings>;

/** The CST as typed (checked with its pt-BR refusal); PIS/COFINS left out keep what was saved. */
export const InvoiceSettingsBody = z.object({
  taxRegime: z.enum(TAX_REGIMES),
  pisCofins: z
    .object({ cst: z.string().max(4), pisRateBps: Bps.nullable(), cofinsRateBps: Bps.nullable() })
    .nullable()
    .optional(),
});
export type InvoiceSettingsBody = z.infer<typeof InvoiceSettingsBody>;
