import { and, eq, inArray, isNotNull, isNull, gt, or, sql } from 'drizzle-orm';
import { EVENT_MSG } from '../../domain/congress-messages';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import type { Db } from '../db/client';
import type { ChargeGuard } from '../payments/charge-guards';
import { cashFlowItems } from '../db/schema';
import { congressEvents, eventSeats } from '../db/schema-congress';

/** How long a payment attempt keeps its seat while the money may still come (a PIX's life). */
const SEAT_HOLD_MS = 30 * 60_000;

/** Seats that count: paid registrations, and holds still alive; a cancelled item holds none. */
const takenSeats = (now: Date) =>
  and(isNull(cashFlowItems.cancelledAt), or(isNotNull(cashFlowItems.paidAt), gt(eventSeats.heldUntil, now)));

/**
 * Before a payment of event registrations talks to the gateway: each item takes (or renews) its
 * seat, under the event row's lock, so that concurrent buyers of the last seat make one winner.
 * Items of other products pass untouched.
 */
export async function holdSeats(db: Db, itemIds: readonly number[], now: Date): Promise<Outcome<undefined>> {
  const items = await db
    .select({ id: cashFlowItems.id, memberId: cashFlowItems.memberId, eventId: congressEvents.id })
    .from(cashFlowItems)
    .innerJoin(congressEvents, eq(congressEvents.productId, cashFlowItems.productId))
    .where(inArray(cashFlowItems.id, [...itemIds]));
  const heldUntil = new Date(now.getTime() + SEAT_HOLD_MS);
  for (const item of items) {
    const held = await db.transaction(async (tx) => {
      const [event] = await tx
        .select({ capacity: congressEvents.capacity })
        .from(congressEvents)
        .where(eq(congressEvents.id, item.eventId))
        .for('update');
      const [own] = await tx
        .select({ heldUntil: eventSeats.heldUntil })
        .from(eventSeats)
        .where(eq(eventSeats.itemId, item.id));
      // A live hold is renewed; an expired one competes for a seat like a new buyer.
      if (!own || own.heldUntil <= now) {
        const taken = await seatsTaken(tx, [item.eventId], now);
        if ((taken.get(item.eventId) ?? 0) >= event!.capacity) return false;
      }
      await tx
        .insert(eventSeats)
        .values({ itemId: item.id, eventId: item.eventId, memberId: item.memberId, heldUntil })
        .onConflictDoUpdate({ target: eventSeats.itemId, set: { heldUntil } });
      return true;
    });
    if (!held) return failed(EVENT_MSG.soldOutRefusal, 409);
  }
  return succeeded(undefined);
}

/** An event's registration pays only with a seat: sold out, no payment starts. */
export const seatsChargeGuard: ChargeGuard = { name: 'lugares', check: holdSeats };

/** Seats taken now per event: paid registrations and live holds. */
export async function seatsTaken(
  db: Db,
  eventIds: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ eventId: eventSeats.eventId, count: sql<number>`count(*)`.mapWith(Number) })
    .from(eventSeats)
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, eventSeats.itemId))
    .where(and(inArray(eventSeats.eventId, [...eventIds]), takenSeats(now)))
    .groupBy(eventSeats.eventId);
  return new Map(rows.map((row) => [row.eventId, row.count]));
}

/** Products that are events with no seat left now ("Esgotado"): the page and the store say so. */
export async function soldOutProducts(
  db: Db,
  productIds: readonly number[],
  now: Date,
): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const events = await db
    .select({ id: congressEvents.id, productId: congressEvents.productId, capacity: congressEvents.capacity })
    .from(congressEvents)
    .where(inArray(congressEvents.productId, [...productIds]));
  const taken = await seatsTaken(
    db,
    events.map((e) => e.id),
    now,
  );
  return new Set(events.filter((e) => (taken.get(e.id) ?? 0) >= e.capacity).map((e) => e.productId));
}
