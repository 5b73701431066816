import { WALLET_MSG } from '../../domain/wallet-messages';
import type { Db } from '../db/client';
import type { PaymentGateway } from '../gateways/payment/payment-gateway';
import type { CardHolder } from '../gateways/payment/payment-gateway-card';
import type { CardSource } from '../payments/pay-item';
import { ERRORS } from '../error-messages';
import { tokenizeTypedCard } from './add-card';
import type { TypedCard } from './card-input';
import { findMemberCard, saveCard } from './member-cards';

/** The card a payment names: one of the member's saved cards, or one typed now (kept for later when asked). */
export type PayingCard = { savedCardId: number } | { typedCard: TypedCard; save: boolean };

/** Names the card in the idempotency fingerprint without any secret part of it. */
export function cardReference(card: PayingCard | undefined): string {
  if (!card) return '';
  if ('savedCardId' in card) return `saved:${card.savedCardId}`;
  const digits = card.typedCard.number.replace(/\D/g, '');
  return `new:${digits.slice(-4)}`;
}

/** The gateway token to charge: a saved card of this member, or the typed card (saved when asked). */
export async function resolveCardSource(
  deps: { db: Db; gateway: PaymentGateway },
  memberId: number,
  card: PayingCard | undefined,
  now = new Date(),
  holder?: CardHolder,
): Promise<CardSource> {
  const withHolder = holder ? { holder } : {};
  if (!card) return { ok: false, message: WALLET_MSG.cardMissing };
  if ('savedCardId' in card) {
    const saved = await findMemberCard(deps.db, memberId, card.savedCardId);
    if (!saved) return { ok: false, notFound: true, message: ERRORS.notFound };
    return { ok: true, token: saved.gatewayToken, cardId: saved.id, ...withHolder };
  }
  const tokenized = await tokenizeTypedCard(deps.gateway, card.typedCard, now, holder);
  if (!tokenized.ok) return tokenized;
  if (card.save) {
    const saved = await saveCard(deps.db, memberId, tokenized);
    return { ok: true, token: saved.gatewayToken, cardId: saved.id, ...withHolder };
  }
  return { ok: true, token: tokenized.token, cardId: null, ...withHolder };
}
