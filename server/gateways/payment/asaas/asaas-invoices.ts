import { withPisCofinsFieldNames } from '../../../../domain/nfse-pis-cofins';
import { withReformFieldNames } from '../../../../domain/nfse-reform';
import type { InvoiceStatus } from '../../../db/schema-invoices';
import type { GatewayInvoice, InvoiceAnswer, InvoiceGateway } from '../payment-gateway-invoices';
import type { AsaasClient } from './asaas-client';
import { asaasInvoiceBody } from './asaas-invoice-body';

/** Asaas's refusal with the fields it names in staff's words (the reform's codes, PIS/COFINS). */
const staffWords = (message: string) => withPisCofinsFieldNames(withReformFieldNames(message));

/** An invoice of Asaas API v3 ("Notas fiscais": the `invoice` object), only what we read. */
export interface AsaasInvoice {
  id: string;
  status: string;
  statusDescription?: string | null;
  pdfUrl?: string | null;
  number?: string | null;
  payment?: string | null;
  externalReference?: string | null;
}

/**
 * Asaas's invoice statuses in ours: SCHEDULED and SYNCHRONIZED (sent to the city hall) are still
 * waiting; AUTHORIZED, PROCESSING_CANCELLATION and CANCELLATION_DENIED hold an issued invoice;
 * CANCELED and ERROR are final.
 */
const OURS: Record<string, InvoiceStatus> = {
  SCHEDULED: 'scheduled',
  SYNCHRONIZED: 'scheduled',
  AUTHORIZED: 'authorized',
  PROCESSING_CANCELLATION: 'authorized',
  CANCELLATION_DENIED: 'authorized',
  CANCELED: 'cancelled',
  ERROR: 'error',
};

const ERROR_WITHOUT_REASON = 'O Asaas informou um erro na emissão da nota fiscal, sem o motivo.';

export function invoiceOf(body: AsaasInvoice): GatewayInvoice {
  const status = OURS[body.status] ?? 'scheduled';
  return {
    id: body.id,
    status,
    statusDescription: status === 'error' ? staffWords(body.statusDescription || ERROR_WITHOUT_REASON) : null,
    pdfUrl: body.pdfUrl ?? null,
    number: body.number ?? null,
  };
}

/** Asaas's invoice events ("Eventos para notas fiscais"): each is read back before it is trusted. */
export const ASAAS_INVOICE_EVENTS = new Set([
  'INVOICE_CREATED',
  'INVOICE_UPDATED',
  'INVOICE_SYNCHRONIZED',
  'INVOICE_AUTHORIZED',
  'INVOICE_PROCESSING_CANCELLATION',
  'INVOICE_CANCELED',
  'INVOICE_CANCELLATION_DENIED',
  'INVOICE_ERROR',
]);

/** Asaas API v3's service invoices of a payment: schedule, read back, cancel. */
export function asaasInvoices(client: AsaasClient): InvoiceGateway {
  const answerOf = (answer: Awaited<ReturnType<typeof client.call<AsaasInvoice>>>): InvoiceAnswer =>
    answer.ok ? { ok: true, invoice: invoiceOf(answer.body) } : { ok: false, message: answer.message };

  return {
    async schedule(input) {
      // A refusal of a tax reform field is read by staff in Notas fiscais: by its pt-BR name.
      const answer = answerOf(await client.call<AsaasInvoice>('POST', '/invoices', asaasInvoiceBody(input)));
      return answer.ok ? answer : { ok: false, message: staffWords(answer.message) };
    },

    async read(invoiceId) {
      // GET /v3/invoices/{id} ("Recuperar uma única nota fiscal")
      const answer = await client.call<AsaasInvoice>('GET', `/invoices/${encodeURIComponent(invoiceId)}`);
      if (!answer.ok && answer.status === 404) return null;
      if (!answer.ok) throw new Error(answer.message);
      return invoiceOf(answer.body);
    },

    async findByReference(reference) {
      // GET /v3/invoices?externalReference= ("Listar notas fiscais")
      const answer = await client.call<{ data?: AsaasInvoice[] }>(
        'GET',
        `/invoices?externalReference=${encodeURIComponent(reference)}`,
      );
      if (!answer.ok) throw new Error(answer.message);
      const found = answer.body.data?.find((invoice) => invoice.externalReference === reference);
      return found ? invoiceOf(found) : null;
    },

    async cancel(invoiceId) {
      // POST /v3/invoices/{id}/cancel ("Cancelar uma nota fiscal")
      return answerOf(
        await client.call<AsaasInvoice>('POST', `/invoices/${encodeURIComponent(invoiceId)}/cancel`),
      );
    },
  };
}
