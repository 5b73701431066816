import { isExpired, isValidExpiry, readCardExpiry } from './card-expiry';
import { cardNumberValid, cvvValid } from './card-number';
import { COMMON_MSG } from './messages';
import { WALLET_MSG } from './wallet-messages';

export interface NewCardForm {
  number: string;
  holderName: string;
  /** 'MM/AA' as typed (readCardExpiry also reads 'MM/AAAA' and 'YYYY-MM'). */
  expiry: string;
  cvv: string;
}

export type CardField = keyof NewCardForm;
export type CardErrors = Partial<Record<CardField, string>>;

/** The form's fields top to bottom: the first one in error takes the focus. */
export const CARD_FIELDS: readonly CardField[] = ['number', 'holderName', 'expiry', 'cvv'];

const NAME = /^[\p{L}][\p{L} .'-]*$/u;

/**
 * Each field's message, before the PIN is asked: SPEC §5's required texts, then a number the
 * server would refuse too (not 12 to 19 digits, failing Luhn, one digit repeated), a name with more
 * than letters, a month that is none ("13/2028") or already gone, a CVV of the wrong length
 * (4 digits for Amex, 3 for the others). A card works through the last day of its month.
 */
export function cardFieldErrors(card: NewCardForm, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const number = card.number.replace(/\D/g, '');
  if (!number) errors.number = COMMON_MSG.cardNumberRequired;
  else if (!cardNumberValid(number)) errors.number = COMMON_MSG.cardNumberInvalid;

  const name = card.holderName.trim();
  if (!name) errors.holderName = COMMON_MSG.cardNameRequired;
  else if (!NAME.test(name)) errors.holderName = WALLET_MSG.cardNameInvalid;

  const expiry = readCardExpiry(card.expiry);
  if (!card.expiry.trim()) errors.expiry = COMMON_MSG.cardExpiryRequired;
  else if (!expiry || !isValidExpiry(expiry)) errors.expiry = WALLET_MSG.cardExpiryInvalid;
  else if (isExpired(expiry.month, expiry.year, now)) errors.expiry = WALLET_MSG.cardExpired;

  const cvv = card.cvv.trim();
  if (!cvv) errors.cvv = COMMON_MSG.cardCvvRequired;
  else if (!cvvValid(number, cvv)) errors.cvv = WALLET_MSG.cardCvvInvalid;
  return errors;
}

/** The gateway's English refusal of a number becomes the spec's pt-BR text. */
export function transactionErrorText(message: string | undefined): string {
  if (!message) return COMMON_MSG.transactionFailed;
  return message === COMMON_MSG.gatewayInvalidCardNumber ? COMMON_MSG.cardNumberInvalid : message;
}
