import type { InvoiceStatus } from '../../../db/schema-invoices';
import type { GatewayInvoice, InvoiceAnswer, InvoiceGateway } from '../payment-gateway-invoices';
import type { AsaasClient } from './asaas-client';
import { toReais } from './asaas-payment-body';

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
    statusDescription: status === 'error' ? body.statusDescription || ERROR_WITHOUT_REASON : null,
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
      // POST /v3/invoices ("Agendar nota fiscal"): linked to the payment; one of municipalServiceId
      // or municipalServiceCode; taxes in percent (ISS from the product, the others 0: the
      // association's fiscal settings at Asaas decide the federal retentions).
      const answer = await client.call<AsaasInvoice>('POST', '/invoices', {
        payment: input.gatewayId,
        serviceDescription: input.serviceDescription,
        observations: input.observations,
        externalReference: input.reference,
        value: toReais(input.valueCentavos),
        deductions: 0,
        effectiveDate: input.effectiveDate,
        municipalServiceCode: input.serviceCode,
        municipalServiceName: input.serviceDescription.slice(0, 250),
        taxes: { retainIss: false, iss: input.issBps / 100, cofins: 0, csll: 0, inss: 0, ir: 0, pis: 0 },
      });
      return answerOf(answer);
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
