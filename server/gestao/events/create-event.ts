import { EVENT_MSG } from '../../../domain/congress-messages';
import type { EventBody, GestaoEvent } from '../../../domain/contract/gestao-events';
import { toWireDate } from '../../../domain/dates';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { congressEvents, eventLots, eventSessions } from '../../db/schema-congress';
import { recordAudit } from '../audit/record-audit';
import { saveProduct } from '../store/save-product';
import type { StaffSession } from '../staff-accounts';
import { listEvents } from './list-events';

/** What the body's shape cannot say: dates in order, sessions inside the event, lots before it. */
export function problemOf(body: EventBody): string | null {
  const startsAt = new Date(body.startsAt);
  const endsAt = new Date(body.endsAt);
  if (!(startsAt < endsAt)) return EVENT_MSG.datesInvalid;
  if (body.minAttendancePercent < 0 || body.minAttendancePercent > 100) return EVENT_MSG.percentInvalid;
  const firstDay = toWireDate(startsAt);
  const lastDay = toWireDate(endsAt);
  if (body.sessions.some((s) => s.day < firstDay || s.day > lastDay || s.endsAt <= s.startsAt)) {
    return EVENT_MSG.sessionInvalid;
  }
  const priced = new Set(body.prices.map((p) => p.categoryId));
  if (
    body.lots.some(
      (lot) =>
        !priced.has(lot.categoryId) ||
        lot.lastDay > firstDay ||
        lot.amountCentavos <= 0 ||
        lot.amountCentavos > 100_000_000,
    )
  ) {
    return EVENT_MSG.lotInvalid;
  }
  return null;
}

/** The event's own columns as the body sets them ("Novo evento" and "Editar evento"). */
export const eventFieldsOf = (body: EventBody) => ({
  startsAt: new Date(body.startsAt),
  endsAt: new Date(body.endsAt),
  place: body.place,
  capacity: body.capacity,
  hours: body.hours,
  points: body.points,
  minAttendancePercent: body.minAttendancePercent,
});

/** The body's sessions and lots, written for the event. */
export async function insertSessionsAndLots(tx: Db, eventId: number, body: EventBody) {
  await tx.insert(eventSessions).values(body.sessions.map((session) => ({ eventId, ...session })));
  if (body.lots.length > 0) await tx.insert(eventLots).values(body.lots.map((lot) => ({ eventId, ...lot })));
}

/**
 * "Novo evento": the product (public page, store, checkout; on sale until the event's last day)
 * and the event's own data, in one transaction.
 */
export async function createEvent(db: Db, who: StaffSession, body: EventBody): Promise<Outcome<GestaoEvent>> {
  const problem = problemOf(body);
  if (problem) return failed(problem);
  const created = await db.transaction(async (tx): Promise<Outcome<number>> => {
    const product = await saveProduct(tx, who, {
      description: body.name,
      detailedHtml: body.description,
      endsOn: toWireDate(new Date(body.endsAt)),
      inStore: body.inStore ?? true,
      prices: body.prices,
      ...(body.imageBase64 === undefined ? {} : { imageBase64: body.imageBase64 }),
    });
    if (!product.ok) return failed(product.message, product.status);
    const [event] = await tx
      .insert(congressEvents)
      .values({
        productId: product.value.id,
        associationId: who.associationId,
        ...eventFieldsOf(body),
      })
      .returning({ id: congressEvents.id });
    const eventId = event!.id;
    await insertSessionsAndLots(tx, eventId, body);
    await recordAudit(tx, who, {
      action: 'event.created',
      entity: 'event',
      entityId: eventId,
      after: { name: body.name, startsAt: body.startsAt, capacity: body.capacity, points: body.points },
    });
    return succeeded(eventId);
  });
  if (!created.ok) return created;
  const [event] = await listEvents(db, who.associationId, created.value);
  return succeeded(event!);
}
