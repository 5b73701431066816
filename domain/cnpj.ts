const FIRST_DV_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_DV_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
// Since July 2026 the Receita Federal issues alphanumeric CNPJs: 12 base chars in [0-9A-Z], 2 numeric DVs.
const CNPJ_SHAPE_RE = /^[0-9A-Z]{12}\d{2}$/;

export function normalizeCnpj(input: string): string {
  return input.replace(/[./\-\s]/g, '').toUpperCase();
}

// Each character is worth its ASCII code minus 48, so digits keep their value and 'A' is 17.
function checkDigit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) {
    sum += (chars.charCodeAt(i) - 48) * (weights[i] ?? 0);
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCnpj(input: string): boolean {
  const cnpj = normalizeCnpj(input);
  if (!CNPJ_SHAPE_RE.test(cnpj) || /^(.)\1{13}$/.test(cnpj)) return false;
  const first = checkDigit(cnpj, FIRST_DV_WEIGHTS);
  const second = checkDigit(cnpj, SECOND_DV_WEIGHTS);
  return cnpj.slice(12) === `${first}${second}`;
}

export function formatCnpj(input: string): string {
  const cnpj = normalizeCnpj(input);
  if (!CNPJ_SHAPE_RE.test(cnpj)) return input;
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}
