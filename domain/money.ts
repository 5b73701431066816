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

/**
 * A card payment in `n` installments, as the member pays them and as Asaas charges them: the total
 * divided by `n` and cut to the centavo, the last one taking what is left, so that they add up to
 * the total exactly. That is how Asaas divides a total it is given (`totalValue` with
 * `installmentCount`; its docs' "Split em parcelamentos": R$ 100,00 in 3 → 33,33, 33,33 and 33,34),
 * and server/gateways/payment/asaas/asaas-payment-body.ts sends a total whenever the installments
 * are not all equal: the screen shows what the card statement will show.
 */
export function splitInstallments(totalCentavos: number, n: number): number[] {
  if (!Number.isSafeInteger(totalCentavos) || totalCentavos < 0) {
    throw new RangeError(`Total must be a non-negative integer of centavos: ${totalCentavos}`);
  }
  if (!Number.isSafeInteger(n) || n < 1)
    throw new RangeError(`Installments must be a positive integer: ${n}`);
  const base = Math.floor(totalCentavos / n);
  return Array.from({ length: n }, (_, i) => (i < n - 1 ? base : totalCentavos - base * (n - 1)));
}

const brlOf = (centavos: number) => formatBRL(fromCentavos(centavos));

/**
 * One option of "Parcelas": the installment, the last one when it differs, the total and "sem
 * juros" (no installment plan of Quita charges interest: the total is the price).
 */
export function installmentLabel(totalCentavos: number, n: number): string {
  const parts = splitInstallments(totalCentavos, n);
  const first = parts[0] ?? 0;
  const last = parts[parts.length - 1] ?? 0;
  const each = `${n}x de ${brlOf(first)}`;
  const plan = n === 1 ? `${each} (à vista)` : last === first ? each : `${each} (última de ${brlOf(last)})`;
  return `${plan}, total ${brlOf(totalCentavos)} sem juros`;
}
