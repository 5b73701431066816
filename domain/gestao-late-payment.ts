import { MAX_LATE_FINE_BPS } from './dues-pricing';

/** The association's fine and interest on dues paid late, in basis points (200 = 2 %). */
export interface LatePaymentSettings {
  lateFineBps: number;
  monthlyInterestBps: number;
}

/** 10 % a month: the database's ceiling too (issuers_monthly_interest_range). */
const MAX_MONTHLY_INTEREST_BPS = 1_000;

export const LATE_PAYMENT_MESSAGES = {
  fineInvalid: 'Informe a multa por atraso em %, de 0 a 2.',
  fineAboveCeiling:
    'A multa por atraso é de no máximo 2%, o limite da lei (Código de Defesa do Consumidor, art. 52, § 1º).',
  interestInvalid: 'Informe os juros ao mês em %, de 0 a 10.',
  saved: 'Multa e juros salvos.',
} as const;

const isBps = (n: number) => Number.isSafeInteger(n) && n >= 0;

/** The rules of the settings, shared by the form and the server: null when they hold. */
export function latePaymentProblem(s: LatePaymentSettings): string | null {
  if (!isBps(s.lateFineBps)) return LATE_PAYMENT_MESSAGES.fineInvalid;
  if (s.lateFineBps > MAX_LATE_FINE_BPS) return LATE_PAYMENT_MESSAGES.fineAboveCeiling;
  if (!isBps(s.monthlyInterestBps) || s.monthlyInterestBps > MAX_MONTHLY_INTEREST_BPS) {
    return LATE_PAYMENT_MESSAGES.interestInvalid;
  }
  return null;
}

const PERCENT_RE = /^(\d{1,3})(?:[,.](\d{1,2}))?$/;

/** A percentage typed as people write it ("2", "1,5", "0,33 %") in basis points; null if it is none. */
export function parsePercentInput(text: string): number | null {
  const m = PERCENT_RE.exec(text.trim().replace(/\s*%$/, ''));
  if (!m) return null;
  const [, whole = '', decimals = ''] = m;
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** Basis points as the field shows them: 200 → "2", 150 → "1,5", 33 → "0,33". */
export const bpsToPercentInput = (bps: number): string =>
  (bps / 100)
    .toFixed(2)
    .replace(/\.?0+$/, '')
    .replace('.', ',');
