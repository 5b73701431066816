import { isExpired, isValidExpiry, readCardExpiry } from '../../domain/card-expiry';
import { cardNumberValid, cvvValid } from '../../domain/card-number';
import { COMMON_MSG } from '../../domain/messages';
import { WALLET_MSG } from '../../domain/wallet-messages';
import type { CardData } from '../gateways/payment/payment-gateway-card';

export type CardInput = { ok: true; card: CardData } | { ok: false; message: string };

/** A card as typed: its expiry as month and year, or as one text ("YYYY-MM", "MM/YYYY" or "MM/YY"). */
export interface TypedCard {
  number: string;
  holderName: string;
  expiryMonth?: number | string | undefined;
  expiryYear?: number | string | undefined;
  expiry?: string | undefined;
  cvv: string;
}

const asInt = (v: number | string | undefined) =>
  v === undefined || (typeof v === 'string' && v.trim() === '') ? undefined : Number(v);

/** Month and year, else the one text (read as the card form reads it). */
function expiry(input: TypedCard): { month: number | undefined; year: number | undefined } {
  const month = asInt(input.expiryMonth);
  const year = asInt(input.expiryYear);
  if (month !== undefined || year !== undefined || !input.expiry) return { month, year };
  return readCardExpiry(input.expiry) ?? { month: Number.NaN, year: Number.NaN };
}

/**
 * The typed card, checked in the spec's order with its messages. A number the card form would
 * refuse (not 12 to 19 digits, failing Luhn, one digit repeated) gets the gateway's own "not a
 * valid credit card number", which the client translates.
 */
export function readCardInput(input: TypedCard, now = new Date()): CardInput {
  const number = input.number.replace(/[\s.-]/g, '');
  const holderName = input.holderName.trim();
  const { month, year } = expiry(input);
  const cvv = input.cvv.trim();

  if (number === '') return { ok: false, message: COMMON_MSG.cardNumberRequired };
  if (holderName === '') return { ok: false, message: COMMON_MSG.cardNameRequired };
  if (month === undefined || year === undefined) return { ok: false, message: COMMON_MSG.cardExpiryRequired };
  if (cvv === '') return { ok: false, message: COMMON_MSG.cardCvvRequired };
  if (!cardNumberValid(number)) return { ok: false, message: COMMON_MSG.gatewayInvalidCardNumber };
  if (!isValidExpiry({ month, year })) return { ok: false, message: WALLET_MSG.cardExpiryInvalid };
  const fullYear = year < 100 ? 2000 + year : year;
  if (!cvvValid(number, cvv)) return { ok: false, message: WALLET_MSG.cardCvvInvalid };
  if (isExpired(month, fullYear, now)) return { ok: false, message: WALLET_MSG.cardExpired };
  return { ok: true, card: { number, holderName, expMonth: month, expYear: fullYear, cvv } };
}
