import { and, desc, eq } from 'drizzle-orm';
import type { Cartao } from '../../domain/contract/wallet';
import type { Db } from '../db/client';
import { cards, members } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';

export type CardRow = typeof cards.$inferSelect;

export function toCartao(card: CardRow): Cartao {
  return {
    ID_ZOOP_EMITENTE_CARTAO: card.id,
    BANDEIRA: card.brand,
    PRINCIPAL: card.main ? 1 : 0,
    NUMERO_CARTAO: card.last4,
    MES_EXPIRACAO: card.expMonth,
    ANO_EXPIRACAO: card.expYear,
    NOME_CARTAO: card.holderName,
  };
}

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
