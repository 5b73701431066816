/** Amounts typed by staff in reais, as people write them: "300", "300,00", "1.234,56", "1234.5". */
const REAIS_RE = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:[,.](\d{1,2}))?$/;

/** Centavos of a typed amount, or null when it is not one. */
export function parseReaisInput(text: string): number | null {
  const m = REAIS_RE.exec(text.trim().replace(/^R\$\s*/, ''));
  if (!m) return null;
  const [, whole = '', cents = ''] = m;
  const value = Number(whole.replaceAll('.', '')) * 100 + Number(cents.padEnd(2, '0'));
  return Number.isSafeInteger(value) ? value : null;
}

/** The text an amount's field starts with: "300,00". */
export const centavosToInput = (centavos: number) =>
  `${Math.trunc(centavos / 100)},${String(centavos % 100).padStart(2, '0')}`;
