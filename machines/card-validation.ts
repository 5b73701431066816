import { isAmex, luhnValid } from '../domain/card-number';
import { MSG } from '../domain/messages';
import { WALLET_MSG } from '../domain/wallet-messages';

export interface NewCardForm {
  NUMERO_CARTAO: string;
  NOME_CARTAO: string;
  /** 'YYYY-MM' from the month picker. */
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

/** 'YYYY-MM' of today, in the member's own calendar. */
const thisMonth = (now: Date) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;

/**
 * Each field's message, before the PIN is asked: SPEC §5's required texts, then a number that
 * fails Luhn, a name with more than letters, a month already gone, a CVV of the wrong length
 * (4 digits for Amex, 3 for the others). A card works through the last day of its month.
 */
export function cardFieldErrors(card: NewCardForm, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const number = card.NUMERO_CARTAO.replace(/\D/g, '');
  if (!number) errors.NUMERO_CARTAO = MSG.cardNumberRequired;
  else if (number.length < 13 || !luhnValid(number)) errors.NUMERO_CARTAO = MSG.cardNumberInvalid;

  const name = card.NOME_CARTAO.trim();
  if (!name) errors.NOME_CARTAO = MSG.cardNameRequired;
  else if (!NAME.test(name)) errors.NOME_CARTAO = WALLET_MSG.cardNameInvalid;

  if (!card.DATA_EXPIRACAO) errors.DATA_EXPIRACAO = MSG.cardExpiryRequired;
  else if (!/^\d{4}-\d{2}$/.test(card.DATA_EXPIRACAO)) errors.DATA_EXPIRACAO = WALLET_MSG.cardExpiryInvalid;
  else if (card.DATA_EXPIRACAO < thisMonth(now)) errors.DATA_EXPIRACAO = WALLET_MSG.cardExpired;

  const cvv = card.CODIGO_SEGURANCA.trim();
  if (!cvv) errors.CODIGO_SEGURANCA = MSG.cardCvvRequired;
  else if (!/^\d+$/.test(cvv) || cvv.length !== (isAmex(number) ? 4 : 3))
    errors.CODIGO_SEGURANCA = WALLET_MSG.cardCvvInvalid;
  return errors;
}

/** The wire card of a payment: digits only, the month picker split into year and month. */
export function toWireCard(card: NewCardForm, save: boolean) {
  const [year = '', month = ''] = card.DATA_EXPIRACAO.split('-');
  return {
    NUMERO_CARTAO: card.NUMERO_CARTAO.replace(/\D/g, ''),
    NOME_CARTAO: card.NOME_CARTAO.trim(),
    DATA_EXPIRACAO: `${month}/${year}`,
    MES_EXPIRACAO: month,
    ANO_EXPIRACAO: year,
    CODIGO_SEGURANCA: card.CODIGO_SEGURANCA.trim(),
    SALVAR: save,
  };
}

/** The gateway's English refusal of a number becomes the spec's pt-BR text. */
export function transactionErrorText(message: string | undefined): string {
  if (!message) return MSG.transactionFailed;
  return message === MSG.gatewayInvalidCardNumber ? MSG.cardNumberInvalid : message;
}
