import type { CartaoPagamento } from '../../../domain/contract/fluxo';
import type { Cartao, NovoCartao } from '../../../domain/contract/wallet';
import type { TypedCard } from '../../cards/card-input';
import type { PayingCard } from '../../cards/card-source';
import type { CardRow } from '../../cards/member-cards';

export const typedCardOf = (card: NovoCartao): TypedCard => ({
  number: card.NUMERO_CARTAO,
  holderName: card.NOME_CARTAO,
  expiryMonth: card.MES_EXPIRACAO,
  expiryYear: card.ANO_EXPIRACAO,
  expiry: card.DATA_EXPIRACAO,
  cvv: card.CODIGO_SEGURANCA,
});

export function payingCardOf(card: CartaoPagamento | undefined): PayingCard | undefined {
  if (!card) return undefined;
  if ('ID_ZOOP_EMITENTE_CARTAO' in card) return { savedCardId: card.ID_ZOOP_EMITENTE_CARTAO };
  return { typedCard: typedCardOf(card), save: card.SALVAR === true };
}

export const toCartao = (card: CardRow): Cartao => ({
  ID_ZOOP_EMITENTE_CARTAO: card.id,
  BANDEIRA: card.brand,
  PRINCIPAL: card.main ? 1 : 0,
  NUMERO_CARTAO: card.last4,
  MES_EXPIRACAO: card.expMonth,
  ANO_EXPIRACAO: card.expYear,
  NOME_CARTAO: card.holderName,
});
