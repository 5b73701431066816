import { luhnValid } from '../../../domain/card-number';

export { luhnValid };

export type CardBrand = 'Visa' | 'MasterCard' | 'Amex' | 'Elo' | 'Outra';

export type CardOutcome = { ok: true } | { ok: false; message: string };

export type SandboxCard = {
  number: string;
  brand: CardBrand;
  outcome: CardOutcome;
  description: string;
};

export const INVALID_CARD_NUMBER_MESSAGE = 'The card number is not a valid credit card number.';
export const DECLINED_BY_ISSUER_MESSAGE = 'Transação recusada pelo banco emissor.';

export const SANDBOX_CARDS: readonly SandboxCard[] = [
  { number: '4111111111111111', brand: 'Visa', outcome: { ok: true }, description: 'Aprovado' },
  { number: '5555555555554444', brand: 'MasterCard', outcome: { ok: true }, description: 'Aprovado' },
  {
    number: '4000000000000002',
    brand: 'Visa',
    outcome: { ok: false, message: DECLINED_BY_ISSUER_MESSAGE },
    description: 'Recusado pelo banco emissor',
  },
];

// Elo has no public BIN table; these are the ranges the payment libraries agree on, checked before Visa
// because several of them start with 4.
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

function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

export function detectBrand(number: string): CardBrand {
  const digits = cardDigits(number);
  if (!/^\d+$/.test(digits)) return 'Outra';
  const bin = digits.length >= 6 ? Number(digits.slice(0, 6)) : -1;
  if (ELO_BIN_RANGES.some(([low, high]) => bin >= low && bin <= high)) return 'Elo';
  if (/^3[47]/.test(digits)) return 'Amex';
  if (digits.startsWith('4')) return 'Visa';
  const two = Number(digits.slice(0, 2));
  const four = digits.length >= 4 ? Number(digits.slice(0, 4)) : -1;
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MasterCard';
  return 'Outra';
}

export function last4(number: string): string {
  return cardDigits(number).slice(-4);
}

export function sandboxCardOutcome(number: string): CardOutcome {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    return { ok: false, message: INVALID_CARD_NUMBER_MESSAGE };
  }
  return SANDBOX_CARDS.find((card) => card.number === digits)?.outcome ?? { ok: true };
}

const BRASILIA_OFFSET_MS = -3 * 3_600_000;

export function isExpired(month: number, year: number, now: Date): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError('Invalid expiry month.');
  if (!Number.isInteger(year) || year < 0) throw new RangeError('Invalid expiry year.');
  const fullYear = year < 100 ? 2000 + year : year;
  // A card works through the last day of its expiry month; the month turns in Brasília, not in UTC.
  const local = new Date(now.getTime() + BRASILIA_OFFSET_MS);
  const current = local.getUTCFullYear() * 12 + local.getUTCMonth() + 1;
  return current > fullYear * 12 + month;
}
