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

/** The tax reform's fields of Asaas's InvoiceTaxes, with the formats of its examples. */
const REFORM_TAXES: [string, RegExp, string][] = [
  ['nbsCode', /^\d\.?\d{4}\.?\d{2}\.?\d{2}$/, '1.0101.11.00'],
  ['taxSituationCode', /^\d{3}$/, '011'],
  ['taxClassificationCode', /^\d{6}$/, '011001'],
  ['operationIndicatorCode', /^\d{6}$/, '020101'],
];

/**
 * NT 007's PIS/COFINS situations Asaas lists (pisCofinsTaxStatus), with what each asks of the
 * operation rates: above zero, zero, or none.
 */
const PIS_COFINS_STATUSES: Record<string, 'positive' | 'zero' | 'none'> = {
  STANDARD_TAXABLE_OPERATION: 'positive',
  DIFFERENTIATED_RATE_TAXABLE_OPERATION: 'positive',
  ZERO_RATE_TAXABLE_OPERATION: 'zero',
  TAXABLE_CONTRIBUTION_OPERATION: 'none',
  NON_TAXABLE_OPERATION: 'none',
  TAX_SUSPENSION_OPERATION: 'none',
};
const OPERATION_RATES = ['operationPis', 'operationCofins'] as const;
/** A rate in percent, 0 to 100, with at most 4 decimals (NT 007's aliquotas). */
const isRate = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= 0 &&
  value <= 100 &&
  Math.abs(Math.round(value * 10_000) - value * 10_000) < 1e-6;

/**
 * PIS/COFINS in `taxes` ("Novas regras de PIS/COFINS na emissão de NFS-e via API"): a situation
 * Asaas lists, rates of 0 to 100 %, useTaxSystemReformNT007 a boolean. Under NT 007 (that flag,
 * and for every invoice from 30/06/2026) pisCofinsRetentionType is no longer sent (Asaas computes it), and
 * an account outside the Simples Nacional must name the situation, with the rates it asks for.
 */
/** From this day Asaas applies NT 007 to every invoice, asked for or not. */
export const NT007_BY_DEFAULT_FROM = '2026-06-30';

function pisCofinsErrors(taxes: Json, simplesNacional: boolean, today: string): AsaasError[] {
  const errors: AsaasError[] = [];
  const invalid = (field: string, why: string) =>
    errors.push({ code: 'invalid_taxes', description: `O campo taxes.${field} ${why}` });
  const nt007 = taxes.useTaxSystemReformNT007;
  if (nt007 !== undefined && typeof nt007 !== 'boolean')
    invalid('useTaxSystemReformNT007', 'deve ser verdadeiro ou falso.');
  const status = taxes.pisCofinsTaxStatus;
  const known = typeof status === 'string' ? PIS_COFINS_STATUSES[status] : undefined;
  if (status !== undefined && status !== null && !known) invalid('pisCofinsTaxStatus', 'é inválido.');
  for (const field of OPERATION_RATES)
    if (taxes[field] !== undefined && taxes[field] !== null && !isRate(taxes[field]))
      invalid(field, 'deve ser uma alíquota de 0 a 100.');
  if (nt007 !== true && today < NT007_BY_DEFAULT_FROM) return errors;
  if (taxes.pisCofinsRetentionType !== undefined)
    invalid('pisCofinsRetentionType', 'não deve ser informado: o Asaas o calcula pelas regras da NT 007.');
  if (simplesNacional) return errors;
  if (status === undefined || status === null)
    invalid('pisCofinsTaxStatus', 'deve ser informado para empresas do Regime Normal.');
  for (const field of OPERATION_RATES) {
    const rate = taxes[field];
    if (known === 'positive' && !(isRate(rate) && rate > 0))
      invalid(field, 'deve ser maior que zero para esta situação tributária.');
    if (known === 'zero' && rate !== 0) invalid(field, 'deve ser zero para esta situação tributária.');
    if (known === 'none' && rate !== undefined && rate !== null)
      invalid(field, 'não deve ser informado para esta situação tributária.');
  }
  return errors;
}

/**
 * What "Agendar nota fiscal" (POST /v3/invoices) refuses, as docs.asaas.com/reference/invoice
 * states it: one of payment/installment/customer; one of municipalServiceId/municipalServiceCode;
 * serviceDescription, observations, value, deductions, effectiveDate, municipalServiceName and
 * taxes (retainIss, iss, cofins, csll, inss, ir, pis) all required. The tax reform's codes in
 * `taxes` (nbsCode, taxSituationCode, taxClassificationCode, operationIndicatorCode) are optional
 * strings, refused when malformed, and required of an account that is not in the Simples Nacional
 * (its fiscal info's `simplesNacional` false: Lucro Presumido or Real, "Adequando sua integração à
 * Reforma Tributária"); PIS/COFINS as pisCofinsErrors says.
 */
export function invoiceErrors(
  body: Json,
  paymentKnown: boolean,
  simplesNacional = true,
  /** The São Paulo day Asaas receives it (YYYY-MM-DD). */
  today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()),
): AsaasError[] {
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
  for (const [field, format, example] of REFORM_TAXES) {
    const value = taxes?.[field];
    if (value === undefined || value === null) {
      if (!simplesNacional)
        errors.push({
          code: 'invalid_taxes',
          description: `O campo taxes.${field} deve ser informado para empresas do Regime Normal.`,
        });
    } else if (typeof value !== 'string' || !format.test(value))
      errors.push({
        code: 'invalid_taxes',
        description: `O campo taxes.${field} é inválido (ex.: ${example}).`,
      });
  }
  if (taxes) errors.push(...pisCofinsErrors(taxes, simplesNacional, today));
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
