import { WALLET_MSG } from '../../domain/wallet-messages';
import type { Db } from '../db/client';
import type { CardHolder } from '../gateways/payment/payment-gateway-card';
import type { KeepCard } from '../payments/methods/method-charge';
import type { CardSource } from '../payments/pay-item';
import { ERRORS } from '../error-messages';
import { readCardInput, type TypedCard } from './card-input';
import { keepChargedCard } from './keep-charged-card';
import { findMemberCard } from './member-cards';

/** The card a payment names: one of the member's saved cards, or one typed now (kept for later when asked). */
export type PayingCard = { savedCardId: number } | { typedCard: TypedCard; save: boolean };

/** Names the card in the idempotency fingerprint without any secret part of it. */
export function cardReference(card: PayingCard | undefined): string {
  if (!card) return '';
  if ('savedCardId' in card) return `saved:${card.savedCardId}`;
  const digits = card.typedCard.number.replace(/\D/g, '');
  return `new:${digits.slice(-4)}`;
}

/**
 * What to charge: a saved card of this member by its token, or the typed card as typed (checked
 * here, charged in one call, kept for the member after the approval when asked).
 */
export async function resolveCardSource(
  deps: { db: Db },
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
  return typedCardSource(card.typedCard, card.save ? { db: deps.db, memberId } : null, now, holder);
}

/** A typed card, checked as the card form checks it, to charge in one call (and keep for `keepFor`'s member). */
export function typedCardSource(
  typedCard: TypedCard,
  keepFor: { db: Db; memberId: number } | null,
  now = new Date(),
  holder?: CardHolder,
): CardSource {
  const read = readCardInput(typedCard, now);
  if (!read.ok) return read;
  const keep: KeepCard | null = keepFor
    ? (gateway, fromCharge) =>
        keepChargedCard({ db: keepFor.db, gateway }, keepFor.memberId, read.card, holder, fromCharge)
    : null;
  return { ok: true, typed: read.card, keep, ...(holder ? { holder } : {}) };
}
