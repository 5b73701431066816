import { and, eq, isNull } from 'drizzle-orm';
import { EVENT_DESK_MSG, EVENT_MSG } from '../../../domain/congress-messages';
import { isEmail } from '../../../domain/association-form';
import type { CourtesyBody, Registration } from '../../../domain/contract/gestao-event-desk';
import { isValidCpf } from '../../../domain/cpf';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { issueTickets } from '../../congress/issue-tickets';
import { emailTickets, type TicketMail } from '../../congress/ticket-email';
import { seatsTaken } from '../../congress/seats';
import type { Db } from '../../db/client';
import { cashFlowItems, members, products } from '../../db/schema';
import { congressEvents, eventSeats, eventTickets } from '../../db/schema-congress';
import { isUniqueViolation } from '../../db/unique-violation';
import { ERRORS } from '../../error-messages';
import { findMemberByCpf } from '../../members/registrant';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { registrationRows } from './registration-rows';

/** The person by CPF; one the platform does not know is kept (without an account) for the ticket. */
async function personOf(db: Db, body: CourtesyBody, cpf: string): Promise<number> {
  const known = await findMemberByCpf(db, cpf);
  if (known) return known.id;
  const [clash] = await db.select({ id: members.id }).from(members).where(eq(members.email, body.email));
  try {
    const [made] = await db
      .insert(members)
      .values({ name: body.name, cpf, email: clash ? null : body.email, confirmed: false })
      .returning({ id: members.id });
    return made!.id;
  } catch (error) {
    // Another call made the same person a moment before.
    const again = isUniqueViolation(error, 'members_cpf_key') ? await findMemberByCpf(db, cpf) : undefined;
    if (!again) throw error;
    return again.id;
  }
}

/**
 * "Cortesia": a speaker or a guest registered by staff without payment. The registration takes a
 * seat (under the event's lock, as a purchase does) and its ticket is issued and e-mailed at once.
 */
export async function addCourtesy(
  deps: TicketMail,
  who: StaffSession,
  eventId: number,
  body: CourtesyBody,
  now = new Date(),
): Promise<Outcome<Registration>> {
  const { db } = deps;
  const cpf = body.cpf.replace(/\D/g, '');
  if (!body.name) return failed(EVENT_DESK_MSG.courtesyNameRequired);
  if (!isValidCpf(cpf)) return failed(EVENT_DESK_MSG.courtesyCpfInvalid);
  if (!isEmail(body.email)) return failed(EVENT_DESK_MSG.courtesyEmailInvalid);
  const [event] = await db
    .select({ productId: congressEvents.productId, name: products.description })
    .from(congressEvents)
    .innerJoin(products, eq(products.id, congressEvents.productId))
    .where(and(eq(congressEvents.id, eventId), eq(congressEvents.associationId, who.associationId)));
  if (!event) return failed(ERRORS.notFound, 404);
  const memberId = await personOf(db, body, cpf);

  const made = await db.transaction(async (tx): Promise<Outcome<number>> => {
    const [locked] = await tx
      .select({ capacity: congressEvents.capacity })
      .from(congressEvents)
      .where(eq(congressEvents.id, eventId))
      .for('update');
    const [registered] = await tx
      .select({ id: eventTickets.id })
      .from(eventTickets)
      .innerJoin(cashFlowItems, eq(cashFlowItems.id, eventTickets.itemId))
      .where(
        and(
          eq(eventTickets.eventId, eventId),
          eq(eventTickets.memberId, memberId),
          eq(eventTickets.status, 'valid'),
          isNull(cashFlowItems.cancelledAt),
        ),
      );
    if (registered) return failed(EVENT_DESK_MSG.courtesyTaken, 409);
    const taken = (await seatsTaken(tx, [eventId], now)).get(eventId) ?? 0;
    if (taken >= locked!.capacity) return failed(EVENT_MSG.soldOutRefusal, 409);
    const [item] = await tx
      .insert(cashFlowItems)
      .values({
        memberId,
        associationId: who.associationId,
        productId: event.productId,
        kind: 'product',
        description: `${event.name} - ${EVENT_DESK_MSG.courtesy}`,
        dueAt: now,
        amountCentavos: 0,
        paidAt: now,
        paidCentavos: 0,
        payerName: body.name,
        receiptEmail: body.email,
      })
      .returning({ id: cashFlowItems.id });
    await tx.insert(eventSeats).values({ itemId: item!.id, eventId, memberId, heldUntil: now });
    await recordAudit(tx, who, {
      action: 'event.courtesy',
      entity: 'event',
      entityId: eventId,
      after: { itemId: item!.id, name: body.name, cpf, email: body.email },
    });
    return succeeded(item!.id);
  });
  if (!made.ok) return made;
  await issueTickets(db, [made.value]);
  // The guest gets the ticket by e-mail; the registration stands if the e-mail does not go.
  await emailTickets(deps, [made.value], now).catch((error: unknown) => {
    deps.log?.error({ err: error, itemId: made.value }, 'courtesy ticket not e-mailed');
  });
  const [registration] = await registrationRows(db, who.associationId, eventId, { itemId: made.value });
  return succeeded(registration!);
}
