import type { CartaoPagamento } from '../../domain/contract/fluxo';
import { WALLET_MSG } from '../../domain/wallet-messages';
import type { Db } from '../db/client';
import type { PaymentGateway } from '../gateways/payment/payment-gateway';
import type { CardSource } from '../payments/pay-item';
import { ERRORS } from '../error-messages';
import { tokenizeTypedCard } from './add-card';
import { findMemberCard, saveCard } from './member-cards';

type PayingCard = CartaoPagamento;
type SavedCard = Extract<PayingCard, { ID_ZOOP_EMITENTE_CARTAO: number }>;

const isSavedCard = (card: PayingCard): card is SavedCard => 'ID_ZOOP_EMITENTE_CARTAO' in card;

/** Names the card in the idempotency fingerprint without any secret part of it. */
export function cardReference(card: PayingCard | undefined): string {
  if (!card) return '';
  if (isSavedCard(card)) return `saved:${card.ID_ZOOP_EMITENTE_CARTAO}`;
  const digits = card.NUMERO_CARTAO.replace(/\D/g, '');
  return `new:${digits.slice(-4)}`;
}

/** The gateway token to charge: a saved card of this member, or the typed card (saved when asked). */
export async function resolveCardSource(
  deps: { db: Db; gateway: PaymentGateway },
  memberId: number,
  card: PayingCard | undefined,
  now = new Date(),
): Promise<CardSource> {
  if (!card) return { ok: false, message: WALLET_MSG.cardMissing };
  if (isSavedCard(card)) {
    const saved = await findMemberCard(deps.db, memberId, card.ID_ZOOP_EMITENTE_CARTAO);
    if (!saved) return { ok: false, notFound: true, message: ERRORS.notFound };
    return { ok: true, token: saved.gatewayToken, cardId: saved.id };
  }
  const tokenized = await tokenizeTypedCard(deps.gateway, card, now);
  if (!tokenized.ok) return tokenized;
  if (card.SALVAR) {
    const saved = await saveCard(deps.db, memberId, tokenized);
    return { ok: true, token: saved.gatewayToken, cardId: saved.id };
  }
  return { ok: true, token: tokenized.token, cardId: null };
}
