/** "AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE": the digitable line as banks print it. */
export function formatDigitableLine(line: string): string {
  const d = line.replace(/\D/g, '');
  if (!/^\d{47}$/.test(d)) throw new RangeError('Linha digitável inválida.');
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d.slice(32, 33)} ${d.slice(33)}`;
}

const DAY_MS = 86_400_000;
const FACTOR_BASE_UTC = Date.UTC(1997, 9, 7);
const FACTOR_MIN = 1000;
const FACTOR_CYCLE = 9000;

/** Days from FEBRABAN's base (1997-10-07) to a YYYY-MM-DD date. */
export function daysSinceFactorBase(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Expected a date as YYYY-MM-DD, got "${date}".`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, day);
  if (new Date(utc).toISOString().slice(0, 10) !== date)
    throw new RangeError(`"${date}" is not a calendar date.`);
  return Math.round((utc - FACTOR_BASE_UTC) / DAY_MS);
}

/** The due date of a 4-digit factor, in the 9000-day cycle nearest to `reference` (YYYY-MM-DD). */
export function dueDateFromFactor(
  factor: string,
  reference: string = new Date().toISOString().slice(0, 10),
): string {
  if (!/^\d{4}$/.test(factor) || Number(factor) < FACTOR_MIN) {
    throw new RangeError(`"${factor}" is not a due-date factor (1000–9999).`);
  }
  const value = Number(factor);
  const cycle = Math.max(0, Math.round((daysSinceFactorBase(reference) - value) / FACTOR_CYCLE));
  return new Date(FACTOR_BASE_UTC + (value + cycle * FACTOR_CYCLE) * DAY_MS).toISOString().slice(0, 10);
}

/** What the slip says in its last field: the due date (YYYY-MM-DD) and the amount in centavos. */
export function digitableLineFacts(line: string, reference?: string) {
  const d = line.replace(/\D/g, '');
  if (!/^\d{47}$/.test(d)) throw new RangeError('Linha digitável inválida.');
  return { dueDate: dueDateFromFactor(d.slice(33, 37), reference), amountCentavos: Number(d.slice(37)) };
}
