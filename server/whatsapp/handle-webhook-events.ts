import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { whatsappWebhookEvents } from '../db/schema-whatsapp';
import { handleInboundText, pixRequestOf, type PixRequest } from './inbound-text';
import { applyMessageStatus } from './message-status';

type Json = Record<string, unknown>;

export interface InboundReplies {
  /**
   * "PIX": what the member owes now as an order_details message. Safe to run twice; false when it
   * could not be answered now (another run holds the items, or no PSP here): the next run tries.
   */
  pix: (associationId: number, request: PixRequest) => Promise<boolean>;
}

/**
 * What the webhook stored and nobody handled yet, oldest first. Each event is handled in one
 * transaction that locks its row, then marks it handled: a second run waits for the first and
 * then finds it handled, and a handler that fails leaves it to the next run. A "PIX" is answered
 * before that transaction: it calls the PSP, too long to hold a lock for (and PGlite's one
 * connection would wait for itself); its answer is written once by its own key.
 */
export async function handleWebhookEvents(db: Db, replies: InboundReplies): Promise<number> {
  const pending = await db
    .select({
      key: whatsappWebhookEvents.key,
      associationId: whatsappWebhookEvents.associationId,
      payload: whatsappWebhookEvents.payload,
      createdAt: whatsappWebhookEvents.createdAt,
    })
    .from(whatsappWebhookEvents)
    .where(isNull(whatsappWebhookEvents.processedAt))
    .orderBy(asc(whatsappWebhookEvents.createdAt))
    .limit(500);
  let handled = 0;
  for (const { key, associationId, payload, createdAt } of pending) {
    const message = (payload as { message?: Json }).message;
    const pix = message ? pixRequestOf(message, createdAt) : null;
    if (pix && !(await replies.pix(associationId, pix))) continue;
    const done = await db.transaction(async (tx) => {
      const [event] = await tx
        .select()
        .from(whatsappWebhookEvents)
        .where(and(eq(whatsappWebhookEvents.key, key), isNull(whatsappWebhookEvents.processedAt)))
        .for('update');
      if (!event) return false;
      const locked = event.payload as { status?: Json; message?: Json };
      if (locked.status) await applyMessageStatus(tx, event.associationId, locked.status);
      if (locked.message) await handleInboundText(tx, event.associationId, locked.message);
      await tx
        .update(whatsappWebhookEvents)
        .set({ processedAt: new Date() })
        .where(eq(whatsappWebhookEvents.key, key));
      return true;
    });
    if (done) handled += 1;
  }
  return handled;
}
