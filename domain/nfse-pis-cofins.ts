import { withFieldNames } from './asaas-field-names';
import type { TaxRegime } from './nfse-reform';

/**
 * PIS/COFINS on the service invoices of an association outside the Simples Nacional (NFS-e
 * Nacional, NT 007): the situação tributária (CST) of the service and, where it has them, the
 * operation rates. Asaas takes them in the invoice's `taxes` (pisCofinsTaxStatus, operationPis,
 * operationCofins, with useTaxSystemReformNT007), required of Lucro Presumido and Real from
 * 30/06/2026; the Simples Nacional sends none. The situations are those Asaas lists.
 */
export const PIS_COFINS_CST_LABEL = {
  '01': '01 - Operação tributável com alíquota básica',
  '02': '02 - Operação tributável com alíquota diferenciada',
  '06': '06 - Operação tributável a alíquota zero',
  '07': '07 - Operação isenta da contribuição',
  '08': '08 - Operação sem incidência da contribuição',
  '09': '09 - Operação com suspensão da contribuição',
} as const;
export type PisCofinsCst = keyof typeof PIS_COFINS_CST_LABEL;
export const PIS_COFINS_CSTS = Object.keys(PIS_COFINS_CST_LABEL) as [PisCofinsCst, ...PisCofinsCst[]];

/** The association's PIS/COFINS: the rates in basis points (65 = 0,65 %), only where the CST has them. */
export interface PisCofins {
  cst: PisCofinsCst;
  pisRateBps: number | null;
  cofinsRateBps: number | null;
}

/**
 * What a CST asks of the operation rates (NT 007): a taxable operation at its rate ('01', '02')
 * has both above zero; one at zero rate ('06') has zero; exempt, outside the contribution or
 * suspended ('07', '08', '09') has none.
 */
export function ratesOf(cst: PisCofinsCst): 'positive' | 'zero' | 'none' {
  if (cst === '01' || cst === '02') return 'positive';
  return cst === '06' ? 'zero' : 'none';
}

/** PIS/COFINS go on the invoice outside the Simples Nacional only. */
export const regimeHasPisCofins = (regime: TaxRegime | null) => regime !== null && regime !== 'simples';

/** 100 %: no rate is above the whole. */
const MAX_RATE_BPS = 10_000;

export const PIS_COFINS_MSG = {
  cstLabel: 'Situação tributária de PIS/COFINS (CST)',
  pisLabel: 'Alíquota de PIS (%)',
  cofinsLabel: 'Alíquota de COFINS (%)',
  hint: 'No Lucro Presumido e no Lucro Real, a nota fiscal leva o PIS e a COFINS da operação (NT 007), obrigatórios a partir de 30/06/2026. Confirme com a contabilidade.',
  simples: 'No Simples Nacional a nota fiscal não leva PIS nem COFINS da operação.',
  cst: 'Escolha a situação tributária de PIS/COFINS.',
  pisRate: 'Informe a alíquota de PIS da operação em %, maior que zero e até 100 (como 0,65).',
  cofinsRate: 'Informe a alíquota de COFINS da operação em %, maior que zero e até 100 (como 3).',
  fillInSettings: 'Preencha-o em Notas fiscais › Regime tributário.',
} as const;

const isRate = (bps: unknown): bps is number =>
  typeof bps === 'number' && Number.isSafeInteger(bps) && bps > 0 && bps <= MAX_RATE_BPS;

/**
 * The PIS/COFINS staff typed, as kept: none under the Simples Nacional (nor when left out), the
 * rates only where the CST has them (above zero), or the first problem in pt-BR.
 */
export function pisCofinsOf(
  typed: { cst?: unknown; pisRateBps?: unknown; cofinsRateBps?: unknown } | null | undefined,
  regime: TaxRegime | null,
): { ok: true; pisCofins: PisCofins | null } | { ok: false; message: string } {
  if (!typed || !regimeHasPisCofins(regime)) return { ok: true, pisCofins: null };
  const cst = typed.cst;
  if (typeof cst !== 'string' || !Object.hasOwn(PIS_COFINS_CST_LABEL, cst))
    return { ok: false, message: PIS_COFINS_MSG.cst };
  const known = cst as PisCofinsCst;
  if (ratesOf(known) !== 'positive')
    return { ok: true, pisCofins: { cst: known, pisRateBps: null, cofinsRateBps: null } };
  if (!isRate(typed.pisRateBps)) return { ok: false, message: PIS_COFINS_MSG.pisRate };
  if (!isRate(typed.cofinsRateBps)) return { ok: false, message: PIS_COFINS_MSG.cofinsRate };
  return {
    ok: true,
    pisCofins: { cst: known, pisRateBps: typed.pisRateBps, cofinsRateBps: typed.cofinsRateBps },
  };
}

/** Asaas's names of the PIS/COFINS fields, as staff read them. */
const FIELD_LABEL: Record<string, string> = {
  pisCofinsTaxStatus: PIS_COFINS_MSG.cstLabel,
  operationPis: PIS_COFINS_MSG.pisLabel,
  operationCofins: PIS_COFINS_MSG.cofinsLabel,
};

/**
 * Asaas's refusal in staff's words: each PIS/COFINS field it names (taxes.operationPis…) by its
 * pt-BR name, and where to fill it in (Notas fiscais › Regime tributário).
 */
export const withPisCofinsFieldNames = (message: string): string =>
  withFieldNames(message, FIELD_LABEL, PIS_COFINS_MSG.fillInSettings);
