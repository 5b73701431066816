import { and, desc, eq } from 'drizzle-orm';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import { WALLET_MSG } from '../../domain/wallet-messages';
import type { Db } from '../db/client';
import { ERRORS } from '../error-messages';
import type { PaymentGateway } from '../gateways/payment/payment-gateway';
import { cards, members, transactions } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';

export type CardRow = typeof cards.$inferSelect;

/** Main card first, then the newest. */
export function listCards(db: Db, memberId: number): Promise<CardRow[]> {
  return db
    .select()
    .from(cards)
    .where(eq(cards.memberId, memberId))
    .orderBy(desc(cards.main), desc(cards.createdAt), desc(cards.id));
}

export async function findMemberCard(db: Db, memberId: number, cardId: number): Promise<CardRow | undefined> {
  const [card] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.memberId, memberId)));
  return card;
}

export interface TokenizedCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string;
}

/** Keeps what the gateway gave back (never the number or the CVV); the first card becomes main. */
export async function saveCard(db: Db, memberId: number, card: TokenizedCard): Promise<CardRow> {
  const [saved] = await db
    .insert(cards)
    .values({
      memberId,
      gatewayToken: card.token,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      holderName: card.holderName,
      main: false,
    })
    .returning();
  const [existingMain] = await db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.memberId, memberId), eq(cards.main, true)));
  if (existingMain) return saved!;
  try {
    const [main] = await db.update(cards).set({ main: true }).where(eq(cards.id, saved!.id)).returning();
    return main!;
  } catch (error) {
    // A concurrent save made its card main first (cards_one_main_per_member): this one is not.
    if (isUniqueViolation(error)) return saved!;
    throw error;
  }
}

/**
 * Moves the main flag to the member's card in one transaction. The member row is locked first,
 * so two concurrent swaps take turns instead of tripping the one-main-per-member index.
 */
export async function selectMainCard(db: Db, memberId: number, cardId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const [card] = await tx
      .select({ id: cards.id })
      .from(cards)
      .where(and(eq(cards.id, cardId), eq(cards.memberId, memberId)));
    if (!card) return false;
    await tx
      .update(cards)
      .set({ main: false })
      .where(and(eq(cards.memberId, memberId), eq(cards.main, true)));
    await tx.update(cards).set({ main: true }).where(eq(cards.id, cardId));
    return true;
  });
}

/**
 * Removes one of the member's cards: its token at the gateway first (a card the gateway still
 * holds is not gone), then our row; payments made with it keep their history without the link.
 * Removing the main card makes the newest remaining card main, or leaves none.
 */
export async function removeCard(
  { db, gateway }: { db: Db; gateway: PaymentGateway },
  memberId: number,
  cardId: number,
): Promise<Outcome> {
  const card = await findMemberCard(db, memberId, cardId);
  if (!card) return failed(ERRORS.notFound, 404);
  const forgotten = await gateway.deleteCardToken(card.gatewayToken).catch(() => failed(''));
  if (!forgotten.ok) return failed(WALLET_MSG.cardRemoveFailed);
  await db.transaction(async (tx) => {
    // The member row is locked, as in selectMainCard, so a concurrent swap or removal waits.
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    await tx.update(transactions).set({ cardId: null }).where(eq(transactions.cardId, cardId));
    const [removed] = await tx
      .delete(cards)
      .where(and(eq(cards.id, cardId), eq(cards.memberId, memberId)))
      .returning({ main: cards.main });
    if (!removed?.main) return;
    const [next] = await tx
      .select({ id: cards.id })
      .from(cards)
      .where(eq(cards.memberId, memberId))
      .orderBy(desc(cards.createdAt), desc(cards.id))
      .limit(1);
    if (next) await tx.update(cards).set({ main: true }).where(eq(cards.id, next.id));
  });
  return succeeded(undefined);
}
