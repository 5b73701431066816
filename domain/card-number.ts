/** What a card number says about itself, checked the same way in the browser and on the server. */

const digitsOf = (number: string) => number.replace(/[\s-]/g, '');

/** The Luhn check digit every card number carries. */
export function luhnValid(number: string): boolean {
  const digits = digitsOf(number);
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  Array.from(digits)
    .reverse()
    .forEach((digit, i) => {
      const value = Number(digit) * (i % 2 === 1 ? 2 : 1);
      sum += value > 9 ? value - 9 : value;
    });
  return sum % 10 === 0;
}

/** One digit all along: 0000 0000 0000 0000 and 8888 8888 8888 8888 pass Luhn, yet no card has them. */
export const isOneRepeatedDigit = (number: string) => /^(\d)\1*$/.test(digitsOf(number));

/** A number worth sending to the gateway: 12 to 19 digits, Luhn-valid, not one digit repeated. */
export function cardNumberValid(number: string): boolean {
  const digits = digitsOf(number);
  return /^\d{12,19}$/.test(digits) && luhnValid(digits) && !isOneRepeatedDigit(digits);
}

/** The brands cards in Brazil carry; SPEC §3 draws MasterCard, Visa and Amex, the rest get a generic logo. */
export type CardBrand =
  'Visa' | 'MasterCard' | 'Amex' | 'Elo' | 'Hipercard' | 'Diners' | 'Discover' | 'JCB' | 'Outra';

// Elo has no public BIN table; these are the ranges the payment libraries agree on, checked first
// because some of them start with 4 (Visa), 5 (MasterCard) or 65 (Discover).
const ELO_BIN_RANGES: readonly (readonly [number, number])[] = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650920],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];

/** Whether the number's first `length` digits, read as a number, fall in [low, high]. */
function prefixIn(digits: string, low: number, high: number): boolean {
  const length = String(low).length;
  if (digits.length < length) return false;
  const prefix = Number(digits.slice(0, length));
  return prefix >= low && prefix <= high;
}

/**
 * Each brand by its leading digits, most specific first: Elo's ranges, then Hipercard (606282 and
 * 3841, inside Diners' 38), Amex (34, 37), Diners (300–305, 3095, 36, 38, 39), JCB (3528–3589),
 * Visa (4), MasterCard (51–55, 2221–2720) and Discover (6011, 622126–622925, 644–649, 65).
 */
const BRAND_PREFIXES: readonly (readonly [Exclude<CardBrand, 'Elo' | 'Outra'>, number, number])[] = [
  ['Hipercard', 606282, 606282],
  ['Hipercard', 3841, 3841],
  ['Amex', 34, 34],
  ['Amex', 37, 37],
  ['Diners', 300, 305],
  ['Diners', 3095, 3095],
  ['Diners', 36, 36],
  ['Diners', 38, 39],
  ['JCB', 3528, 3589],
  ['Visa', 4, 4],
  ['MasterCard', 51, 55],
  ['MasterCard', 2221, 2720],
  ['Discover', 6011, 6011],
  ['Discover', 622126, 622925],
  ['Discover', 644, 649],
  ['Discover', 65, 65],
];

/** The card's brand by its leading digits; 'Outra' when none claims it. */
export function detectBrand(number: string): CardBrand {
  const digits = digitsOf(number);
  if (!/^\d+$/.test(digits)) return 'Outra';
  if (ELO_BIN_RANGES.some(([low, high]) => prefixIn(digits, low, high))) return 'Elo';
  return BRAND_PREFIXES.find(([, low, high]) => prefixIn(digits, low, high))?.[0] ?? 'Outra';
}

/** The security code: 4 digits on American Express (34, 37), 3 on every other brand. */
export const cvvValid = (number: string, cvv: string) =>
  /^\d+$/.test(cvv) && cvv.length === (detectBrand(number) === 'Amex' ? 4 : 3);
