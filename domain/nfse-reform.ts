import { withFieldNames } from './asaas-field-names';

/**
 * The 2026 tax reform (IBS/CBS) on service invoices: the association's regime and a service's
 * codes, as Asaas's `taxes` takes them on POST /v3/invoices ("Adequando sua integração à Reforma
 * Tributária"; the InvoiceTaxes fields nbsCode, taxSituationCode, taxClassificationCode,
 * operationIndicatorCode). Shared by the form and the server; the contract's zod uses the patterns.
 */

export interface NfseReformCodes {
  /** Código NBS (Nomenclatura Brasileira de Serviços): 9 digits, kept as "1.0101.11.00". */
  nbsCode: string | null;
  /** Situação tributária do IBS/CBS (CST): 3 digits, "000". */
  taxSituationCode: string | null;
  /** Classificação tributária (cClassTrib): 6 digits, "000001". */
  taxClassificationCode: string | null;
  /** Indicador de operação: 6 digits, "020101". */
  operationIndicatorCode: string | null;
}
export type ReformField = keyof NfseReformCodes;

export const NO_REFORM_CODES: NfseReformCodes = {
  nbsCode: null,
  taxSituationCode: null,
  taxClassificationCode: null,
  operationIndicatorCode: null,
};

/** "Regime tributário" of the association, in Notas fiscais. */
export const TAX_REGIME_LABEL = {
  simples: 'Simples Nacional',
  presumido: 'Lucro Presumido',
  real: 'Lucro Real',
  imune: 'Imune ou isenta',
} as const;
export type TaxRegime = keyof typeof TAX_REGIME_LABEL;
export const TAX_REGIMES = Object.keys(TAX_REGIME_LABEL) as [TaxRegime, ...TaxRegime[]];

/**
 * Asaas: from 2026 the reform's fields are required of Lucro Real and Lucro Presumido (Regime
 * Normal); Simples Nacional and MEI need not send them yet; an immune or exempt entity sends them
 * when it has them.
 */
export const regimeRequiresReformCodes = (regime: TaxRegime | null) =>
  regime === 'presumido' || regime === 'real';

/** The fields' names as staff read them: the product form's labels, and Asaas's refusals. */
export const REFORM_FIELD_LABEL = {
  nbsCode: 'Código NBS',
  taxSituationCode: 'Situação tributária (CST)',
  taxClassificationCode: 'Classificação tributária (cClassTrib)',
  operationIndicatorCode: 'Indicador de operação',
} as const satisfies Record<ReformField, string>;
export const REFORM_FIELDS = Object.keys(REFORM_FIELD_LABEL) as ReformField[];

/** Each code's format (NBS typed with or without its dots). */
export const REFORM_PATTERN = {
  nbsCode: /^(\d)\.?(\d{4})\.?(\d{2})\.?(\d{2})$/,
  taxSituationCode: /^\d{3}$/,
  taxClassificationCode: /^\d{6}$/,
  operationIndicatorCode: /^\d{6}$/,
} as const satisfies Record<ReformField, RegExp>;

export const REFORM_MSG = {
  missing: {
    nbsCode:
      'Informe o Código NBS do serviço: o regime tributário da associação (Lucro Presumido ou Real) exige.',
    taxSituationCode:
      'Informe a Situação tributária (CST) do serviço: o regime tributário da associação (Lucro Presumido ou Real) exige.',
    taxClassificationCode:
      'Informe a Classificação tributária (cClassTrib) do serviço: o regime tributário da associação (Lucro Presumido ou Real) exige.',
    operationIndicatorCode:
      'Informe o Indicador de operação do serviço: o regime tributário da associação (Lucro Presumido ou Real) exige.',
  },
  invalid: {
    nbsCode: 'O Código NBS tem 9 dígitos, como 1.0101.11.00.',
    taxSituationCode: 'A Situação tributária (CST) tem 3 dígitos, como 000.',
    taxClassificationCode: 'A Classificação tributária (cClassTrib) tem 6 dígitos, como 000001.',
    operationIndicatorCode: 'O Indicador de operação tem 6 dígitos, como 020101.',
  },
  fillInProduct: 'Preencha-o no produto, em Loja e produtos.',
  regimeSaved: 'Regime tributário salvo.',
  regimeInvalid: 'Escolha o regime tributário da associação.',
} as const;

/**
 * The codes as they are kept (NBS with its dots; blank: null), or the first problem: a code in
 * the wrong format, or one missing where the regime requires them all.
 */
export function reformCodesOf(
  typed: Partial<Record<ReformField, string | null>>,
  regime: TaxRegime | null,
): { ok: true; codes: NfseReformCodes } | { ok: false; message: string } {
  const codes: NfseReformCodes = { ...NO_REFORM_CODES };
  for (const field of REFORM_FIELDS) {
    const text = typed[field]?.trim() ?? '';
    if (text === '') {
      if (regimeRequiresReformCodes(regime)) return { ok: false, message: REFORM_MSG.missing[field] };
      continue;
    }
    if (!REFORM_PATTERN[field].test(text)) return { ok: false, message: REFORM_MSG.invalid[field] };
    codes[field] = field === 'nbsCode' ? text.replace(REFORM_PATTERN.nbsCode, '$1.$2.$3.$4') : text;
  }
  return { ok: true, codes };
}

/**
 * Asaas's refusal in staff's words: each reform field it names (taxes.nbsCode, nbsCode…) by its
 * pt-BR name, and where to fill it in.
 */
export const withReformFieldNames = (message: string): string =>
  withFieldNames(message, REFORM_FIELD_LABEL, REFORM_MSG.fillInProduct);
