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

/** American Express numbers start with 34 or 37 and have a 4-digit security code. */
export const isAmex = (number: string) => /^3[47]/.test(digitsOf(number));
