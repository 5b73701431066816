const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export function toCentavos(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Invalid money value: ${value}`);
  // 15 significant digits absorbs binary float error (530.4 * 100 = 53039.999…) before rounding.
  const scaled = Number((Math.abs(value) * 100).toPrecision(15));
  const centavos = Math.round(scaled);
  return value < 0 && centavos !== 0 ? -centavos : centavos;
}

export function fromCentavos(c: number): number {
  if (!Number.isSafeInteger(c)) throw new RangeError(`Centavos must be an integer: ${c}`);
  return c / 100;
}

export function formatBRL(value: number): string {
  return brl.format(fromCentavos(toCentavos(value)));
}

export function splitInstallments(totalCentavos: number, n: number): number[] {
  if (!Number.isSafeInteger(totalCentavos) || totalCentavos < 0) {
    throw new RangeError(`Total must be a non-negative integer of centavos: ${totalCentavos}`);
  }
  if (!Number.isSafeInteger(n) || n < 1)
    throw new RangeError(`Installments must be a positive integer: ${n}`);
  const base = Math.floor(totalCentavos / n);
  const remainder = totalCentavos - base * n;
  return Array.from({ length: n }, (_, i) => (i < remainder ? base + 1 : base));
}

export function installmentLabel(totalCentavos: number, n: number): string {
  const [first = 0] = splitInstallments(totalCentavos, n);
  const label = `${n}x de ${formatBRL(fromCentavos(first))}`;
  return n === 1 ? `${label} (à vista)` : label;
}
