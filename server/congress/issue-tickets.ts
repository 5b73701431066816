import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { TICKET_CODE_ALPHABET } from '../../domain/ticket-payload';
import type { Db } from '../db/client';
import { cashFlowItems } from '../db/schema';
import { congressEvents, eventTickets } from '../db/schema-congress';
import { isUniqueViolation } from '../db/unique-violation';

const newCode = () =>
  Array.from({ length: 8 }, () => TICKET_CODE_ALPHABET[randomInt(TICKET_CODE_ALPHABET.length)]).join('');

/**
 * One ticket per paid registration: items just paid that are an event's get theirs (once, however
 * often this runs). Items of other products pass.
 */
export async function issueTickets(db: Db, itemIds: readonly number[]): Promise<number> {
  if (itemIds.length === 0) return 0;
  const paid = await db
    .select({ itemId: cashFlowItems.id, memberId: cashFlowItems.memberId, eventId: congressEvents.id })
    .from(cashFlowItems)
    .innerJoin(congressEvents, eq(congressEvents.productId, cashFlowItems.productId))
    .where(
      and(
        inArray(cashFlowItems.id, [...itemIds]),
        isNotNull(cashFlowItems.paidAt),
        isNull(cashFlowItems.cancelledAt),
      ),
    );
  let issued = 0;
  for (const registration of paid) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const rows = await db
          .insert(eventTickets)
          .values({ ...registration, code: newCode() })
          .onConflictDoNothing({ target: eventTickets.itemId })
          .returning({ id: eventTickets.id });
        issued += rows.length;
        break;
      } catch (error) {
        // A code already taken (1 in 10^12 per pair): draw another.
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  }
  return issued;
}
