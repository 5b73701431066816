import { isExpired, isValidExpiry, readCardExpiry } from './card-expiry';
import { cardNumberValid, cvvValid } from './card-number';
import { MSG } from './messages';
import { WALLET_MSG } from './wallet-messages';

export interface NewCardForm {
  NUMERO_CARTAO: string;
  NOME_CARTAO: string;
  /** 'YYYY-MM' from the month picker, or 'MM/AAAA' as typed where the browser has no picker. */
  DATA_EXPIRACAO: string;
  CODIGO_SEGURANCA: string;
}

export type CardField = keyof NewCardForm;
export type CardErrors = Partial<Record<CardField, string>>;

/** The form's fields top to bottom: the first one in error takes the focus. */
export const CARD_FIELDS: readonly CardField[] = [
  'NUMERO_CARTAO',
  'NOME_CARTAO',
  'DATA_EXPIRACAO',
  'CODIGO_SEGURANCA',
];

const NAME = /^[\p{L}][\p{L} .'-]*$/u;

/**
 * Each field's message, before the PIN is asked: SPEC §5's required texts, then a number the
 * server would refuse too (not 12 to 19 digits, failing Luhn, one digit repeated), a name with more
 * than letters, a month that is none ("13/2028") or already gone, a CVV of the wrong length
 * (4 digits for Amex, 3 for the others). A card works through the last day of its month.
 */
export function cardFieldErrors(card: NewCardForm, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const number = card.NUMERO_CARTAO.replace(/\D/g, '');
  if (!number) errors.NUMERO_CARTAO = MSG.cardNumberRequired;
  else if (!cardNumberValid(number)) errors.NUMERO_CARTAO = MSG.cardNumberInvalid;

  const name = card.NOME_CARTAO.trim();
  if (!name) errors.NOME_CARTAO = MSG.cardNameRequired;
  else if (!NAME.test(name)) errors.NOME_CARTAO = WALLET_MSG.cardNameInvalid;

  const expiry = readCardExpiry(card.DATA_EXPIRACAO);
  if (!card.DATA_EXPIRACAO.trim()) errors.DATA_EXPIRACAO = MSG.cardExpiryRequired;
  else if (!expiry || !isValidExpiry(expiry)) errors.DATA_EXPIRACAO = WALLET_MSG.cardExpiryInvalid;
  else if (isExpired(expiry.month, expiry.year, now)) errors.DATA_EXPIRACAO = WALLET_MSG.cardExpired;

  const cvv = card.CODIGO_SEGURANCA.trim();
  if (!cvv) errors.CODIGO_SEGURANCA = MSG.cardCvvRequired;
  else if (!cvvValid(number, cvv)) errors.CODIGO_SEGURANCA = WALLET_MSG.cardCvvInvalid;
  return errors;
}

/** The wire card of a new card: digits only, the picked or typed month split into month and year. */
export function toWireNewCard(card: NewCardForm) {
  const expiry = readCardExpiry(card.DATA_EXPIRACAO);
  const month = expiry ? String(expiry.month).padStart(2, '0') : '';
  const year = expiry ? String(expiry.year) : '';
  return {
    NUMERO_CARTAO: card.NUMERO_CARTAO.replace(/\D/g, ''),
    NOME_CARTAO: card.NOME_CARTAO.trim(),
    DATA_EXPIRACAO: `${month}/${year}`,
    MES_EXPIRACAO: month,
    ANO_EXPIRACAO: year,
    CODIGO_SEGURANCA: card.CODIGO_SEGURANCA.trim(),
  };
}

/** The wire card of a payment, kept for later payments when the member asks. */
export const toWireCard = (card: NewCardForm, save: boolean) => ({ ...toWireNewCard(card), SALVAR: save });

/** The gateway's English refusal of a number becomes the spec's pt-BR text. */
export function transactionErrorText(message: string | undefined): string {
  if (!message) return MSG.transactionFailed;
  return message === MSG.gatewayInvalidCardNumber ? MSG.cardNumberInvalid : message;
}
