import { randomBytes } from 'node:crypto';
import type { AsaasError } from './fake-asaas-rules';

type Json = Record<string, unknown>;

export interface FakeAsaasInvoice extends Json {
  id: string;
  status: string;
  payment: string | null;
  externalReference: string | null;
}

const isMoney = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.round(value * 100) === value * 100;
const isDay = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

/**
 * What "Agendar nota fiscal" (POST /v3/invoices) refuses, as docs.asaas.com/reference/invoice
 * states it: one of payment/installment/customer; one of municipalServiceId/municipalServiceCode;
 * serviceDescription, observations, value, deductions, effectiveDate, municipalServiceName and
 * taxes (retainIss, iss, cofins, csll, inss, ir, pis) all required.
 */
export function invoiceErrors(body: Json, paymentKnown: boolean): AsaasError[] {
  const errors: AsaasError[] = [];
  if (!body.payment && !body.installment && !body.customer)
    errors.push({
      code: 'invalid_payment',
      description: 'Informe a cobrança, o parcelamento ou o cliente da nota fiscal.',
    });
  else if (body.payment && !paymentKnown)
    errors.push({ code: 'invalid_payment', description: 'Cobrança inexistente.' });
  if (!text(body.municipalServiceId) && !text(body.municipalServiceCode))
    errors.push({
      code: 'invalid_municipalService',
      description: 'Informe o serviço municipal (id ou código).',
    });
  for (const field of ['serviceDescription', 'observations', 'municipalServiceName'])
    if (!text(body[field]))
      errors.push({ code: `invalid_${field}`, description: `O campo ${field} deve ser informado.` });
  if (!isMoney(body.value) || body.value <= 0)
    errors.push({ code: 'invalid_value', description: 'O valor da nota fiscal deve ser informado.' });
  if (typeof body.deductions !== 'number')
    errors.push({ code: 'invalid_deductions', description: 'O campo deductions deve ser informado.' });
  if (!isDay(body.effectiveDate))
    errors.push({ code: 'invalid_effectiveDate', description: 'A data de emissão deve ser informada.' });
  const taxes = body.taxes as Json | undefined;
  if (
    !taxes ||
    typeof taxes.retainIss !== 'boolean' ||
    ['iss', 'cofins', 'csll', 'inss', 'ir', 'pis'].some((t) => typeof taxes[t] !== 'number')
  )
    errors.push({ code: 'invalid_taxes', description: 'Informe os impostos da nota fiscal.' });
  else if ((taxes.iss as number) < 0 || (taxes.iss as number) > 5)
    errors.push({ code: 'invalid_taxes', description: 'A alíquota do ISS deve estar entre 0% e 5%.' });
  return errors;
}

/** The fake's invoices: created SCHEDULED; the test authorizes or fails them (and Asaas notifies). */
export function fakeInvoices() {
  const invoices = new Map<string, FakeAsaasInvoice>();
  let number = 0;

  function create(body: Json, customer: unknown): FakeAsaasInvoice {
    const invoice: FakeAsaasInvoice = {
      object: 'invoice',
      id: `inv_${randomBytes(8).toString('hex')}`,
      status: 'SCHEDULED',
      customer,
      type: 'NFS-e',
      statusDescription: null,
      serviceDescription: body.serviceDescription,
      pdfUrl: null,
      xmlUrl: null,
      number: null,
      value: body.value,
      deductions: body.deductions,
      effectiveDate: body.effectiveDate,
      observations: body.observations,
      payment: typeof body.payment === 'string' ? body.payment : null,
      externalReference: typeof body.externalReference === 'string' ? body.externalReference : null,
      municipalServiceCode: body.municipalServiceCode ?? null,
      municipalServiceName: body.municipalServiceName,
      taxes: body.taxes,
    };
    invoices.set(invoice.id, invoice);
    return invoice;
  }

  function authorize(id: string) {
    const invoice = must(id);
    number += 1;
    invoice.status = 'AUTHORIZED';
    invoice.number = String(number);
    invoice.pdfUrl = `https://sandbox.asaas.example/nfse/${invoice.id}.pdf`;
    return invoice;
  }

  function fail(id: string, reason: string) {
    const invoice = must(id);
    invoice.status = 'ERROR';
    invoice.statusDescription = reason;
    return invoice;
  }

  /** POST /invoices/{id}/cancel: a scheduled or authorized invoice is cancelled; others refused. */
  function cancel(id: string): FakeAsaasInvoice | AsaasError[] {
    const invoice = must(id);
    if (!['SCHEDULED', 'AUTHORIZED'].includes(invoice.status))
      return [{ code: 'invalid_action', description: 'Esta nota fiscal não pode ser cancelada.' }];
    invoice.status = 'CANCELED';
    return invoice;
  }

  function must(id: string) {
    const invoice = invoices.get(id);
    if (!invoice) throw new Error(`fake Asaas: no invoice ${id}`);
    return invoice;
  }

  return { invoices, create, authorize, fail, cancel };
}
