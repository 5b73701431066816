import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { congressEvents } from '../../db/schema-congress';

/** The event when it is the staff's association's; another association's does not exist for them. */
export async function findAssociationEvent(db: Db, associationId: number, eventId: number) {
  const [event] = await db
    .select({
      id: congressEvents.id,
      associationId: congressEvents.associationId,
      startsAt: congressEvents.startsAt,
      endsAt: congressEvents.endsAt,
    })
    .from(congressEvents)
    .where(and(eq(congressEvents.id, eventId), eq(congressEvents.associationId, associationId)));
  return event;
}
