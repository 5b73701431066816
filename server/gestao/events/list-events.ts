import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { GestaoEvent } from '../../../domain/contract/gestao-events';
import { seatsTaken } from '../../congress/seats';
import type { Db } from '../../db/client';
import { cashFlowItems, products } from '../../db/schema';
import { listProducts } from '../store/list-products';
import { congressEvents, eventLots, eventSessions } from '../../db/schema-congress';

const clock = (time: string) => time.slice(0, 5);

/** The association's events (one when `only` names it), next first, with what the back office shows. */
export async function listEvents(
  db: Db,
  associationId: number,
  only?: number,
  now = new Date(),
): Promise<GestaoEvent[]> {
  const rows = await db
    .select({
      id: congressEvents.id,
      productId: products.id,
      hash: products.hash,
      name: products.description,
      startsAt: congressEvents.startsAt,
      endsAt: congressEvents.endsAt,
      place: congressEvents.place,
      capacity: congressEvents.capacity,
      hours: congressEvents.hours,
      points: congressEvents.points,
      minAttendancePercent: congressEvents.minAttendancePercent,
      registrations:
        sql<number>`(select count(*) from ${cashFlowItems} where ${cashFlowItems}."project_id" = ${products}."id" and ${cashFlowItems}."paid_at" is not null and ${cashFlowItems}."cancelled_at" is null)`.mapWith(
          Number,
        ),
    })
    .from(congressEvents)
    .innerJoin(products, eq(products.id, congressEvents.productId))
    .where(
      and(
        eq(congressEvents.associationId, associationId),
        only === undefined ? undefined : eq(congressEvents.id, only),
      ),
    )
    .orderBy(desc(congressEvents.startsAt), desc(congressEvents.id));
  if (rows.length === 0) return [];
  const eventIds = rows.map((row) => row.id);
  const [sessions, lots, eventProducts, taken] = await Promise.all([
    db
      .select()
      .from(eventSessions)
      .where(inArray(eventSessions.eventId, eventIds))
      .orderBy(asc(eventSessions.day), asc(eventSessions.startsAt)),
    db
      .select()
      .from(eventLots)
      .where(inArray(eventLots.eventId, eventIds))
      .orderBy(asc(eventLots.lastDay), asc(eventLots.categoryId)),
    listProducts(db, associationId),
    seatsTaken(db, eventIds, now),
  ]);
  return rows.map((row) => {
    const product = eventProducts.find((p) => p.id === row.productId);
    return {
      ...row,
      description: product?.detailedHtml ?? '',
      inStore: product?.inStore ?? true,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      soldOut: (taken.get(row.id) ?? 0) >= row.capacity,
      sessions: sessions
        .filter((s) => s.eventId === row.id)
        .map((s) => ({ day: s.day, startsAt: clock(s.startsAt), endsAt: clock(s.endsAt) })),
      lots: lots
        .filter((l) => l.eventId === row.id)
        .map(({ categoryId, lastDay, amountCentavos }) => ({ categoryId, lastDay, amountCentavos })),
      prices: product?.prices ?? [],
    };
  });
}
