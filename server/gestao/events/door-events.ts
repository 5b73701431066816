import { desc, eq } from 'drizzle-orm';
import type { DoorEvent } from '../../../domain/contract/gestao-event-desk';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { congressEvents } from '../../db/schema-congress';

/** The events a door device can open (recepção sees no prices, lots or sales): next first. */
export async function doorEvents(db: Db, associationId: number): Promise<DoorEvent[]> {
  const rows = await db
    .select({ id: congressEvents.id, name: products.description, startsAt: congressEvents.startsAt })
    .from(congressEvents)
    .innerJoin(products, eq(products.id, congressEvents.productId))
    .where(eq(congressEvents.associationId, associationId))
    .orderBy(desc(congressEvents.startsAt), desc(congressEvents.id));
  return rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() }));
}
