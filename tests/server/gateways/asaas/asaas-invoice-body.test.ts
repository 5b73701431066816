import { describe, expect, it } from 'vitest';
import { pisCofinsOf, PIS_COFINS_MSG } from '../../../../domain/nfse-pis-cofins';
import { reformCodesOf, TAX_REGIMES, type TaxRegime } from '../../../../domain/nfse-reform';
import { invoiceErrors } from '../../../support/fake-asaas/fake-asaas-invoices';
import { asaasInvoiceBody } from '../../../../server/gateways/payment/asaas/asaas-invoice-body';
import type { ScheduleInvoiceInput } from '../../../../server/gateways/payment/payment-gateway-invoices';

/**
 * Asaas API v3, "Agendar nota fiscal" (POST /v3/invoices) and its InvoiceTaxes object: the fields
 * it takes, and those it requires (retainIss, iss, pis, cofins, csll, inss, ir). The reform's
 * codes are optional strings there, required of Lucro Presumido and Real ("Adequando sua
 * integração à Reforma Tributária"). PIS/COFINS under NT 007 ("Novas regras de PIS/COFINS na
 * emissão de NFS-e via API"): pisCofinsTaxStatus, operationPis and operationCofins, with
 * useTaxSystemReformNT007; pisCofinsRetentionType is never sent: Asaas computes it.
 */
const INVOICE_FIELDS = [
  'payment',
  'installment',
  'customer',
  'serviceDescription',
  'observations',
  'externalReference',
  'value',
  'deductions',
  'effectiveDate',
  'municipalServiceId',
  'municipalServiceCode',
  'municipalServiceName',
  'updatePayment',
  'taxes',
];
const TAXES_REQUIRED = ['retainIss', 'iss', 'pis', 'cofins', 'csll', 'inss', 'ir'];
const TAXES_FIELDS = [
  ...TAXES_REQUIRED,
  'nbsCode',
  'taxSituationCode',
  'taxClassificationCode',
  'operationIndicatorCode',
  'pisCofinsTaxStatus',
  'operationPis',
  'operationCofins',
  'useTaxSystemReformNT007',
];
const REFORM = ['nbsCode', 'taxSituationCode', 'taxClassificationCode', 'operationIndicatorCode'];

/** The codes a product of a regime is saved with: all four, or none where the regime allows. */
const TYPED = {
  nbsCode: '101011100',
  taxSituationCode: '000',
  taxClassificationCode: '000001',
  operationIndicatorCode: '020101',
};
function input(
  regime: TaxRegime,
  typed: Partial<typeof TYPED>,
  pisCofinsTyped: Parameters<typeof pisCofinsOf>[0] = null,
): ScheduleInvoiceInput {
  const codes = reformCodesOf(typed, regime);
  if (!codes.ok) throw new Error(codes.message);
  const pisCofins = pisCofinsOf(pisCofinsTyped, regime);
  if (!pisCofins.ok) throw new Error(pisCofins.message);
  return {
    pisCofins: pisCofins.pisCofins,
    gatewayId: 'pay_080225913252',
    reference: '17',
    valueCentavos: 25_050,
    serviceCode: '08.02',
    serviceDescription: 'Curso de atualização profissional',
    issBps: 250,
    reform: codes.codes,
    observations: 'Curso (pagamento pay_080225913252)',
    effectiveDate: '2026-11-29',
  };
}

describe("the body of POST /v3/invoices, by the association's regime", () => {
  it.each(TAX_REGIMES)(
    '%s, with the reform codes: every one in taxes, in the reference formats',
    (regime) => {
      const body = asaasInvoiceBody(input(regime, TYPED));
      expect(Object.keys(body).every((k) => INVOICE_FIELDS.includes(k))).toBe(true);
      expect(Object.keys(body.taxes).every((k) => TAXES_FIELDS.includes(k))).toBe(true);
      expect(body).toMatchObject({
        payment: 'pay_080225913252',
        externalReference: '17',
        value: 250.5,
        deductions: 0,
        effectiveDate: '2026-11-29',
        municipalServiceCode: '08.02',
        municipalServiceName: 'Curso de atualização profissional',
      });
      expect(body.taxes).toEqual({
        retainIss: false,
        iss: 2.5,
        pis: 0,
        cofins: 0,
        csll: 0,
        inss: 0,
        ir: 0,
        nbsCode: '1.0101.11.00',
        taxSituationCode: '000',
        taxClassificationCode: '000001',
        operationIndicatorCode: '020101',
      });
    },
  );

  it.each(['simples', 'imune'] as const)(
    '%s, without codes: taxes as before, no empty reform field',
    (regime) => {
      const body = asaasInvoiceBody(input(regime, {}));
      expect(Object.keys(body.taxes).sort()).toEqual([...TAXES_REQUIRED].sort());
    },
  );

  it.each(['presumido', 'real'] as const)(
    '%s cannot be without the codes: the product is never saved so',
    (regime) => {
      for (const field of REFORM) {
        const typed: Partial<typeof TYPED> = { ...TYPED, [field]: '' };
        expect(reformCodesOf(typed, regime).ok).toBe(false);
      }
    },
  );

  it('sends only the codes that are set (Simples Nacional with an NBS alone)', () => {
    const body = asaasInvoiceBody(input('simples', { nbsCode: '1.1506.21.00' }));
    expect(body.taxes).toMatchObject({ nbsCode: '1.1506.21.00' });
    expect(REFORM.filter((f) => f in body.taxes)).toEqual(['nbsCode']);
  });
});

/** Lucro Presumido's PIS (0,65 %) and COFINS (3 %), cumulative regime. */
const PRESUMIDO = { cst: '01', pisRateBps: 65, cofinsRateBps: 300 };
/** Lucro Real's, non-cumulative: 1,65 % and 7,6 %. */
const REAL = { cst: '01', pisRateBps: 165, cofinsRateBps: 760 };
const PIS_COFINS_FIELDS = [
  'pisCofinsTaxStatus',
  'operationPis',
  'operationCofins',
  'useTaxSystemReformNT007',
];
/** A day NT 007 already applies to every invoice at Asaas. */
const AFTER_NT007 = '2026-11-29';

describe("NT 007's PIS/COFINS in taxes, by the association's regime", () => {
  it.each([
    ['presumido', PRESUMIDO, { operationPis: 0.65, operationCofins: 3 }],
    ['real', REAL, { operationPis: 1.65, operationCofins: 7.6 }],
    ['imune', { cst: '07', pisRateBps: null, cofinsRateBps: null }, {}],
  ] as const)(
    '%s: the situation, its operation rates in percent, and the NT 007 flag',
    (regime, typed, rates) => {
      const body = asaasInvoiceBody(input(regime, TYPED, typed));
      expect(Object.keys(body.taxes).every((k) => TAXES_FIELDS.includes(k))).toBe(true);
      expect(body.taxes).toMatchObject({
        pisCofinsTaxStatus:
          typed.cst === '01' ? 'STANDARD_TAXABLE_OPERATION' : 'TAXABLE_CONTRIBUTION_OPERATION',
        useTaxSystemReformNT007: true,
        // The retentions stay apart: none withheld.
        pis: 0,
        cofins: 0,
        ...rates,
      });
      if (typed.cst === '07') expect(body.taxes).not.toHaveProperty('operationPis');
      expect(body.taxes).not.toHaveProperty('pisCofinsRetentionType');
      // A Regime Normal account at Asaas takes it as it is, after NT 007 became the rule.
      expect(invoiceErrors(body, true, false, AFTER_NT007)).toEqual([]);
    },
  );

  it('simples: none of it goes, whatever was typed (the Simples Nacional sends no PIS/COFINS)', () => {
    const body = asaasInvoiceBody(input('simples', {}, PRESUMIDO));
    expect(PIS_COFINS_FIELDS.filter((f) => f in body.taxes)).toEqual([]);
    expect(invoiceErrors(body, true, true, AFTER_NT007)).toEqual([]);
  });

  it('a situation at zero rate sends zeros; one outside the contribution, no rate', () => {
    const zero = asaasInvoiceBody(
      input('presumido', TYPED, { cst: '06', pisRateBps: 65, cofinsRateBps: 300 }),
    );
    expect(zero.taxes).toMatchObject({
      pisCofinsTaxStatus: 'ZERO_RATE_TAXABLE_OPERATION',
      operationPis: 0,
      operationCofins: 0,
    });
    const outside = asaasInvoiceBody(
      input('real', TYPED, { cst: '08', pisRateBps: null, cofinsRateBps: null }),
    );
    expect(outside.taxes).toMatchObject({ pisCofinsTaxStatus: 'NON_TAXABLE_OPERATION' });
    expect(outside.taxes).not.toHaveProperty('operationCofins');
    for (const body of [zero, outside]) expect(invoiceErrors(body, true, false, AFTER_NT007)).toEqual([]);
  });

  it('the settings refuse a situation Asaas does not list, and a taxable one without its rates', () => {
    expect(pisCofinsOf({ cst: '99', pisRateBps: 65, cofinsRateBps: 300 }, 'presumido')).toEqual({
      ok: false,
      message: PIS_COFINS_MSG.cst,
    });
    expect(pisCofinsOf({ cst: '01', pisRateBps: null, cofinsRateBps: 300 }, 'real')).toEqual({
      ok: false,
      message: PIS_COFINS_MSG.pisRate,
    });
    expect(pisCofinsOf({ cst: '02', pisRateBps: 65, cofinsRateBps: 10_001 }, 'real')).toEqual({
      ok: false,
      message: PIS_COFINS_MSG.cofinsRate,
    });
  });

  it('the fake Asaas refuses what Asaas refuses of PIS/COFINS', () => {
    const good = asaasInvoiceBody(input('presumido', TYPED, PRESUMIDO));
    const refused = (taxes: Record<string, unknown>, simplesNacional = false) =>
      invoiceErrors({ ...good, taxes: { ...good.taxes, ...taxes } }, true, simplesNacional, AFTER_NT007).map(
        (e) => e.description,
      );
    expect(refused({ pisCofinsTaxStatus: 'TRIBUTADO' })).toContain(
      'O campo taxes.pisCofinsTaxStatus é inválido.',
    );
    expect(refused({ operationPis: -1 })).toContain(
      'O campo taxes.operationPis deve ser uma alíquota de 0 a 100.',
    );
    expect(refused({ operationCofins: '3' })).toContain(
      'O campo taxes.operationCofins deve ser uma alíquota de 0 a 100.',
    );
    expect(refused({ operationPis: 0 })).toContain(
      'O campo taxes.operationPis deve ser maior que zero para esta situação tributária.',
    );
    expect(refused({ useTaxSystemReformNT007: 'sim' })).toContain(
      'O campo taxes.useTaxSystemReformNT007 deve ser verdadeiro ou falso.',
    );
    expect(refused({ pisCofinsRetentionType: 'NOT_WITHHELD' })[0]).toMatch(
      /pisCofinsRetentionType não deve ser informado/,
    );
    expect(refused({ pisCofinsTaxStatus: 'NON_TAXABLE_OPERATION' })).toContain(
      'O campo taxes.operationPis não deve ser informado para esta situação tributária.',
    );
    // Regime Normal after 30/06/2026: the situation is required, asked for or not.
    const {
      pisCofinsTaxStatus: _s,
      operationPis: _p,
      operationCofins: _c,
      useTaxSystemReformNT007: _f,
      ...before
    } = good.taxes as Record<string, unknown>;
    expect(
      invoiceErrors({ ...good, taxes: before }, true, false, AFTER_NT007).map((e) => e.description),
    ).toContain('O campo taxes.pisCofinsTaxStatus deve ser informado para empresas do Regime Normal.');
    expect(invoiceErrors({ ...good, taxes: before }, true, false, '2026-06-29')).toEqual([]);
    expect(invoiceErrors({ ...good, taxes: before }, true, true, AFTER_NT007)).toEqual([]);
  });
});
