import { eq } from 'drizzle-orm';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { renderBadgePdf } from '../../congress/badge-pdf';
import { ticketKeys } from '../../congress/ticket-keys';
import { ticketPayload } from '../../congress/ticket-signature';
import type { Db } from '../../db/client';
import { associations, products } from '../../db/schema';
import { congressEvents } from '../../db/schema-congress';
import { ERRORS } from '../../error-messages';
import type { SecretBox } from '../../secrets/secret-box';
import { findAssociationEvent } from './find-association-event';
import { ticketHolders } from '../../congress/ticket-holders';

/** A valid ticket's name badge, for the staff of the event's association only (another's: 404). */
export async function ticketBadge(
  db: Db,
  box: SecretBox,
  associationId: number,
  eventId: number,
  ticketId: number,
  options: { compress?: boolean } = {},
): Promise<Outcome<{ fileName: string; pdf: Buffer }>> {
  if (!(await findAssociationEvent(db, associationId, eventId))) return failed(ERRORS.notFound, 404);
  const [holder] = await ticketHolders(db, { ids: [ticketId] });
  if (!holder || holder.eventId !== eventId || holder.status !== 'valid') return failed(ERRORS.notFound, 404);
  const [event] = await db
    .select({ eventName: products.description, associationName: associations.name })
    .from(congressEvents)
    .innerJoin(products, eq(products.id, congressEvents.productId))
    .innerJoin(associations, eq(associations.id, congressEvents.associationId))
    .where(eq(congressEvents.id, eventId));
  const keys = await ticketKeys(db, box);
  const pdf = await renderBadgePdf(
    {
      associationName: event!.associationName,
      eventName: event!.eventName,
      name: holder.name,
      category: holder.category,
      code: holder.code,
      qrPayload: ticketPayload(keys, { ticketId, eventId, code: holder.code }),
    },
    options,
  );
  return succeeded({ fileName: `cracha-${holder.code}.pdf`, pdf });
}
