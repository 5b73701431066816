import { readCardExpiry } from '../card-expiry';
import type { NewCardForm } from '../card-form';

/** The wire card of a new card: digits only, the picked or typed month split into month and year. */
export function toWireNewCard(card: NewCardForm) {
  const expiry = readCardExpiry(card.expiry);
  const month = expiry ? String(expiry.month).padStart(2, '0') : '';
  const year = expiry ? String(expiry.year) : '';
  return {
    NUMERO_CARTAO: card.number.replace(/\D/g, ''),
    NOME_CARTAO: card.holderName.trim(),
    DATA_EXPIRACAO: `${month}/${year}`,
    MES_EXPIRACAO: month,
    ANO_EXPIRACAO: year,
    CODIGO_SEGURANCA: card.cvv.trim(),
  };
}

/** The wire card of a payment, kept for later payments when the member asks. */
export const toWireCard = (card: NewCardForm, save: boolean) => ({ ...toWireNewCard(card), SALVAR: save });
