import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cashFlowItems } from '../db/schema';
import { eventSeats, eventTickets } from '../db/schema-congress';

/**
 * A registration undone (staff's cancellation, the buyer's withdrawal), in the caller's database
 * transaction: the item withdrawn with its reason, its ticket void (the door answers "Ingresso
 * inválido") and its seat free for someone else. Nothing for an item that is no event's.
 */
export async function voidRegistration(tx: Db, itemId: number, reason: string, now: Date) {
  await tx
    .update(cashFlowItems)
    .set({ cancelledAt: now, cancelReason: reason })
    .where(and(eq(cashFlowItems.id, itemId), isNull(cashFlowItems.cancelledAt)));
  await tx.update(eventTickets).set({ status: 'cancelled' }).where(eq(eventTickets.itemId, itemId));
  await tx.delete(eventSeats).where(eq(eventSeats.itemId, itemId));
}
