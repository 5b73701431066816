import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { EVENT_MSG, lotLabel } from '../../../domain/congress-messages';
import type { EventBody, EventLot, EventSession, GestaoEvent } from '../../../domain/contract/gestao-events';
import { toWireDate } from '../../../domain/dates';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { seatsTaken } from '../../congress/seats';
import type { Db } from '../../db/client';
import { cashFlowItems } from '../../db/schema';
import { congressEvents, eventCheckins, eventLots, eventSessions } from '../../db/schema-congress';
import { ERRORS } from '../../error-messages';
import { recordAudit } from '../audit/record-audit';
import { listProducts } from '../store/list-products';
import { saveProduct } from '../store/save-product';
import type { StaffSession } from '../staff-accounts';
import { eventFieldsOf, insertSessionsAndLots, problemOf } from './create-event';
import { listEvents } from './list-events';

const sameSessions = (a: readonly EventSession[], b: readonly EventSession[]) =>
  JSON.stringify([...a].map((s) => [s.day, s.startsAt, s.endsAt]).sort()) ===
  JSON.stringify([...b].map((s) => [s.day, s.startsAt, s.endsAt]).sort());

const lotKey = (lot: EventLot) => `${lot.categoryId}|${lot.lastDay}|${lot.amountCentavos}`;

/**
 * The event's lots that sold: a category's lot runs from the day after its previous lot's last day
 * through its own, and a paid registration (a courtesy is not a sale) paid in that window may have
 * paid its price — registrations do not record their lot, so any one counts, whatever its category.
 */
function lotsWithSales(lots: readonly EventLot[], paidDays: readonly string[]) {
  const sold: { lot: EventLot; label: string }[] = [];
  for (const categoryId of new Set(lots.map((l) => l.categoryId))) {
    const own = lots
      .filter((l) => l.categoryId === categoryId)
      .sort((a, b) => a.lastDay.localeCompare(b.lastDay));
    own.forEach((lot, index) => {
      const after = own[index - 1]?.lastDay ?? '';
      if (paidDays.some((day) => day > after && day <= lot.lastDay))
        sold.push({ lot, label: lotLabel(index + 1, lot.lastDay) });
    });
  }
  return sold;
}

/** What an event has behind it: seats taken, the days its registrations were paid, entries, certificates. */
async function soldFacts(db: Db, eventId: number, productId: number, now: Date) {
  const [paid, checkins, taken] = await Promise.all([
    db
      .select({ day: sql<string>`(${cashFlowItems.paidAt} at time zone 'America/Sao_Paulo')::date::text` })
      .from(cashFlowItems)
      .where(
        and(
          eq(cashFlowItems.productId, productId),
          sql`${cashFlowItems.paidAt} is not null`,
          isNull(cashFlowItems.cancelledAt),
          gt(cashFlowItems.amountCentavos, 0),
        ),
      ),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(eventCheckins)
      .where(eq(eventCheckins.eventId, eventId)),
    seatsTaken(db, [eventId], now),
  ]);
  return {
    paidDays: paid.map((p) => p.day),
    hasCheckins: (checkins[0]?.count ?? 0) > 0,
    seatsTaken: taken.get(eventId) ?? 0,
  };
}

/**
 * "Editar evento": name, description, dates, place, seats, sessions, prices and lots, as "Novo
 * evento" judges them, refusing (409) what would break what was sold: fewer seats than taken;
 * other dates or sessions once someone entered at the door; a lot that sold removed or changed
 * (new lots may be added); other hours, points or attendance once certificates were issued.
 */
export async function updateEvent(
  db: Db,
  who: StaffSession,
  eventId: number,
  body: EventBody,
  now = new Date(),
): Promise<Outcome<GestaoEvent>> {
  const [before] = await listEvents(db, who.associationId, eventId, now);
  if (!before) return failed(ERRORS.notFound, 404);
  const problem = problemOf(body);
  if (problem) return failed(problem);
  const [stored] = await db
    .select({ certificatesIssuedAt: congressEvents.certificatesIssuedAt })
    .from(congressEvents)
    .where(eq(congressEvents.id, eventId));
  const facts = await soldFacts(db, eventId, before.productId, now);
  if (body.capacity < facts.seatsTaken) return failed(EVENT_MSG.capacityBelowSold(facts.seatsTaken), 409);
  const datesMoved =
    Date.parse(body.startsAt) !== Date.parse(before.startsAt) ||
    Date.parse(body.endsAt) !== Date.parse(before.endsAt) ||
    !sameSessions(body.sessions, before.sessions);
  if (facts.hasCheckins && datesMoved) return failed(EVENT_MSG.datesAfterCheckin, 409);
  const kept = new Set(body.lots.map(lotKey));
  const broken = lotsWithSales(before.lots, facts.paidDays).find(({ lot }) => !kept.has(lotKey(lot)));
  if (broken) return failed(EVENT_MSG.lotWithSales(broken.label), 409);
  if (
    stored?.certificatesIssuedAt &&
    (body.hours !== before.hours ||
      body.points !== before.points ||
      body.minAttendancePercent !== before.minAttendancePercent)
  ) {
    return failed(EVENT_MSG.afterCertificates, 409);
  }

  const [product] = await listProducts(db, who.associationId, before.productId);
  const saved = await db.transaction(async (tx): Promise<Outcome<undefined>> => {
    const savedProduct = await saveProduct(
      tx,
      who,
      {
        description: body.name,
        detailedHtml: body.description,
        endsOn: toWireDate(new Date(body.endsAt)),
        inStore: body.inStore ?? product?.inStore ?? true,
        prices: body.prices,
        // What Loja set for its service invoice stays.
        nfse: product?.nfse ?? null,
        ...(body.imageBase64 === undefined ? {} : { imageBase64: body.imageBase64 }),
      },
      before.productId,
    );
    if (!savedProduct.ok) return failed(savedProduct.message, savedProduct.status);
    await tx.update(congressEvents).set(eventFieldsOf(body)).where(eq(congressEvents.id, eventId));
    await tx.delete(eventSessions).where(eq(eventSessions.eventId, eventId));
    await tx.delete(eventLots).where(eq(eventLots.eventId, eventId));
    await insertSessionsAndLots(tx, eventId, body);
    await recordAudit(tx, who, {
      action: 'event.updated',
      entity: 'event',
      entityId: eventId,
      before: {
        name: before.name,
        startsAt: before.startsAt,
        endsAt: before.endsAt,
        place: before.place,
        capacity: before.capacity,
      },
      after: {
        name: body.name,
        startsAt: body.startsAt,
        endsAt: body.endsAt,
        place: body.place,
        capacity: body.capacity,
      },
    });
    return succeeded(undefined);
  });
  if (!saved.ok) return saved;
  const [event] = await listEvents(db, who.associationId, eventId, now);
  return succeeded(event!);
}
