/** A card's expiry, read and checked the same way in the browser and on the server. */

export interface CardExpiry {
  month: number;
  /** Four digits: a typed "12/28" is 2028. */
  year: number;
}

// The month picker gives "2028-12"; the typed box of browsers without one gives "12/2028" (or "12/28").
const PICKED = /^(\d{4})-(\d{1,2})$/;
const TYPED = /^(\d{1,2})\/(\d{2}|\d{4})$/;

const fullYear = (year: number) => (year < 100 ? 2000 + year : year);

/** The month and year of a picked or typed expiry; null when the text is neither (an unfinished "12/20"). */
export function readCardExpiry(text: string): CardExpiry | null {
  const trimmed = text.trim();
  const picked = PICKED.exec(trimmed);
  if (picked) return { month: Number(picked[2]), year: Number(picked[1]) };
  const typed = TYPED.exec(trimmed);
  if (typed) return { month: Number(typed[1]), year: fullYear(Number(typed[2])) };
  return null;
}

/** A month 1 to 12 of a year of this millennium ("13/2028" is not). */
export const isValidExpiry = ({ month, year }: CardExpiry) =>
  Number.isInteger(month) &&
  month >= 1 &&
  month <= 12 &&
  Number.isInteger(year) &&
  fullYear(year) >= 2000 &&
  year <= 9999;

const BRASILIA_OFFSET_MS = -3 * 3_600_000;

/** A card works through the last day of its expiry month; the month turns in Brasília, not in UTC. */
export function isExpired(month: number, year: number, now: Date): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError('Invalid expiry month.');
  if (!Number.isInteger(year) || year < 0) throw new RangeError('Invalid expiry year.');
  const local = new Date(now.getTime() + BRASILIA_OFFSET_MS);
  const current = local.getUTCFullYear() * 12 + local.getUTCMonth() + 1;
  return current > fullYear(year) * 12 + month;
}
