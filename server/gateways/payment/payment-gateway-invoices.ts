import type { PisCofins } from '../../../domain/nfse-pis-cofins';
import type { NfseReformCodes } from '../../../domain/nfse-reform';
import type { InvoiceStatus } from '../../db/schema-invoices';

/** A service invoice (NFS-e) of one paid charge, as our invoices table asks the gateway for it. */
export interface ScheduleInvoiceInput {
  /** The gateway's id of the payment the invoice is of. */
  gatewayId: string;
  /** Our service_invoices id (Asaas externalReference). */
  reference: string;
  valueCentavos: number;
  serviceCode: string;
  serviceDescription: string;
  /** The ISS rate in basis points (500 = 5 %). */
  issBps: number;
  /** The tax reform's codes of the product (each sent only when set). */
  reform: NfseReformCodes;
  /** The association's PIS/COFINS (NT 007), outside the Simples Nacional and when set; else null. */
  pisCofins: PisCofins | null;
  /** What the invoice notes besides the service (the item, the buyer). */
  observations: string;
  /** The day the service is invoiced, YYYY-MM-DD (São Paulo). */
  effectiveDate: string;
}

/** An invoice as the gateway knows it, in our vocabulary. */
export interface GatewayInvoice {
  id: string;
  status: InvoiceStatus;
  /** Why it is in error (the city hall's or the PSP's words), else null. */
  statusDescription: string | null;
  pdfUrl: string | null;
  number: string | null;
}

export type InvoiceAnswer = { ok: true; invoice: GatewayInvoice } | { ok: false; message: string };

/** A gateway that issues service invoices (Asaas; the sandbox). API Pix has none. */
export interface InvoiceGateway {
  /** Schedules the invoice of a paid charge; a refusal comes back with the gateway's reason. */
  schedule(input: ScheduleInvoiceInput): Promise<InvoiceAnswer>;
  /** The invoice now, or null when the gateway knows none by that id. */
  read(invoiceId: string): Promise<GatewayInvoice | null>;
  /**
   * The invoice scheduled earlier with our reference, when the gateway keeps one: a schedule
   * sent again after a timeout finds it instead of issuing a second invoice.
   */
  findByReference?(reference: string): Promise<GatewayInvoice | null>;
  /** Cancels an invoice (a refund): the gateway's answer, or its refusal. */
  cancel(invoiceId: string): Promise<InvoiceAnswer>;
}
