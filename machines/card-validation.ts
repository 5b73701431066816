import { MSG } from '../domain/messages';

export interface NewCardForm {
  NUMERO_CARTAO: string;
  NOME_CARTAO: string;
  /** 'YYYY-MM' from the month picker. */
  DATA_EXPIRACAO: string;
  CODIGO_SEGURANCA: string;
}

/** SPEC §5 card payment: the first missing field, in the spec's order, or null. */
export function firstMissingCardField(card: NewCardForm): string | null {
  if (!card.NUMERO_CARTAO.replace(/\D/g, '')) return MSG.cardNumberRequired;
  if (!card.NOME_CARTAO.trim()) return MSG.cardNameRequired;
  if (!/^\d{4}-\d{2}$/.test(card.DATA_EXPIRACAO)) return MSG.cardExpiryRequired;
  if (!card.CODIGO_SEGURANCA.trim()) return MSG.cardCvvRequired;
  return null;
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
