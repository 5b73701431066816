import { ratesOf, type PisCofins, type PisCofinsCst } from '../../../../domain/nfse-pis-cofins';
import { REFORM_FIELDS } from '../../../../domain/nfse-reform';
import type { ScheduleInvoiceInput } from '../payment-gateway-invoices';
import { toReais } from './asaas-payment-body';

/** Asaas's pisCofinsTaxStatus of each CST ("Configurações de retenção e situação tributária de PIS/COFINS"). */
const PIS_COFINS_TAX_STATUS: Record<PisCofinsCst, string> = {
  '01': 'STANDARD_TAXABLE_OPERATION',
  '02': 'DIFFERENTIATED_RATE_TAXABLE_OPERATION',
  '06': 'ZERO_RATE_TAXABLE_OPERATION',
  '07': 'TAXABLE_CONTRIBUTION_OPERATION',
  '08': 'NON_TAXABLE_OPERATION',
  '09': 'TAX_SUSPENSION_OPERATION',
};

/**
 * NT 007's PIS/COFINS in `taxes`: the situation, the operation rates in percent where it has them
 * (zero at zero rate; none when exempt, outside or suspended), and useTaxSystemReformNT007 so that
 * Asaas checks them by the new rules now (its default from 30/06/2026). pisCofinsRetentionType is
 * never sent: under NT 007 Asaas computes it. The retentions (pis, cofins) stay apart, at 0.
 */
function pisCofinsTaxes(p: PisCofins | null) {
  if (!p) return {};
  const rates = ratesOf(p.cst);
  const operation =
    rates === 'positive'
      ? { operationPis: (p.pisRateBps ?? 0) / 100, operationCofins: (p.cofinsRateBps ?? 0) / 100 }
      : rates === 'zero'
        ? { operationPis: 0, operationCofins: 0 }
        : {};
  return { pisCofinsTaxStatus: PIS_COFINS_TAX_STATUS[p.cst], ...operation, useTaxSystemReformNT007: true };
}

/**
 * The body of POST /v3/invoices ("Agendar nota fiscal"): linked to the payment; one of
 * municipalServiceId or municipalServiceCode; taxes in percent (ISS from the product, the
 * retentions 0: the association's fiscal settings at Asaas decide them). The tax reform's codes
 * (taxes.nbsCode, taxSituationCode, taxClassificationCode, operationIndicatorCode: optional in
 * Asaas's InvoiceTaxes, required of Lucro Presumido and Real) go in `taxes` whenever the product
 * has them, and are left out otherwise (Asaas takes no empty code); the association's PIS/COFINS
 * likewise (pisCofinsTaxes).
 */
export function asaasInvoiceBody(input: ScheduleInvoiceInput) {
  const reform = Object.fromEntries(
    REFORM_FIELDS.flatMap((field) => (input.reform[field] ? [[field, input.reform[field]]] : [])),
  );
  return {
    payment: input.gatewayId,
    serviceDescription: input.serviceDescription,
    observations: input.observations,
    externalReference: input.reference,
    value: toReais(input.valueCentavos),
    deductions: 0,
    effectiveDate: input.effectiveDate,
    municipalServiceCode: input.serviceCode,
    municipalServiceName: input.serviceDescription.slice(0, 250),
    taxes: {
      retainIss: false,
      iss: input.issBps / 100,
      cofins: 0,
      csll: 0,
      inss: 0,
      ir: 0,
      pis: 0,
      ...reform,
      ...pisCofinsTaxes(input.pisCofins),
    },
  };
}
