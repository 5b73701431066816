import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { EVENT_DESK_MSG } from '../../../domain/congress-messages';
import { formatCpf } from '../../../domain/cpf';
import type { Registration, RegistrationStatus } from '../../../domain/contract/gestao-event-desk';
import type { Db } from '../../db/client';
import { eventAttendance, type Attendance } from '../../congress/attendance';
import { cashFlowItems, categories, issuedDocuments, members } from '../../db/schema';
import { congressEvents, eventCheckins, eventTickets } from '../../db/schema-congress';
import { holderName, withHolders } from '../../congress/ticket-holders';

/** "Buscar": a name (any part of it) or a CPF's digits (any part of them). */
export function searchFilter(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const digits = text.replace(/\D/g, '');
  if (digits.length >= 3 && /^[\d.\-\s]+$/.test(text)) return sql`${members.cpf} like ${`%${digits}%`}`;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(holderName, pattern), ilike(members.name, pattern));
}

/** The member's category at the association, else the price's (the item says "<evento> - <categoria>"). */
export const registrationCategory = sql<string>`coalesce(${categories.description}, regexp_replace(${cashFlowItems.description}, '^.* - ', ''))`;

const columns = {
  itemId: cashFlowItems.id,
  ticketId: eventTickets.id,
  code: eventTickets.code,
  name: holderName,
  cpf: members.cpf,
  category: registrationCategory,
  amountCentavos: cashFlowItems.amountCentavos,
  paidCentavos: cashFlowItems.paidCentavos,
  paidAt: sql<Date>`coalesce(${cashFlowItems.paidAt}, ${eventTickets.issuedAt})`.mapWith(
    (v: string | Date) => new Date(v),
  ),
  cancelledAt: cashFlowItems.cancelledAt,
  ticketStatus: eventTickets.status,
  checkedInAt:
    sql<Date | null>`(select min(${eventCheckins.scannedAt}) from ${eventCheckins} where ${eventCheckins.ticketId} = ${eventTickets.id})`.mapWith(
      (v: string | Date | null) => (v === null ? null : new Date(v)),
    ),
  certified: sql<boolean>`exists (select 1 from ${issuedDocuments} where ${issuedDocuments.eventTicketId} = ${eventTickets.id} and ${issuedDocuments.kind} = 'certificado')`,
};

interface Row {
  itemId: number;
  ticketId: number;
  code: string;
  name: string;
  cpf: string;
  category: string;
  amountCentavos: number;
  paidCentavos: number | null;
  paidAt: Date;
  cancelledAt: Date | null;
  ticketStatus: string;
  checkedInAt: Date | null;
  certified: boolean;
}

const statusOf = (row: Row): RegistrationStatus =>
  row.cancelledAt || row.ticketStatus !== 'valid'
    ? 'cancelled'
    : row.amountCentavos === 0
      ? 'courtesy'
      : 'paid';

export const toRegistration = (row: Row, attendance: Attendance): Registration => ({
  itemId: row.itemId,
  ticketId: row.ticketId,
  code: row.code,
  name: row.name,
  cpf: formatCpf(row.cpf),
  // A guest registered as Cortesia, whatever their category at the association.
  category: row.amountCentavos === 0 ? EVENT_DESK_MSG.courtesy : row.category,
  status: statusOf(row),
  paidCentavos: row.paidCentavos ?? 0,
  paidAt: row.paidAt.toISOString(),
  checkedInAt: row.checkedInAt?.toISOString() ?? null,
  attendedSessions: attendance.attended,
  sessions: attendance.total,
  certified: Boolean(row.certified),
});

interface RegistrationsBy {
  q?: string;
  itemId?: number;
}

/** The event's registrations (a ticket each) when it is the association's, in the order they came. */
const ofEvent = <T extends PgSelect>(query: T, associationId: number, eventId: number, by: RegistrationsBy) =>
  withHolders(query)
    .where(
      and(
        eq(eventTickets.eventId, eventId),
        eq(congressEvents.associationId, associationId),
        by.itemId === undefined ? undefined : eq(cashFlowItems.id, by.itemId),
        searchFilter(by.q),
      ),
    )
    .orderBy(asc(eventTickets.issuedAt), asc(eventTickets.id))
    .limit(5_000);

/**
 * An event's registrations (each with its ticket), in the order they came, when the event is the
 * association's; one item when `itemId` names it.
 */
export async function registrationRows(
  db: Db,
  associationId: number,
  eventId: number,
  by: RegistrationsBy = {},
): Promise<Registration[]> {
  const rows = await ofEvent(db.select(columns).from(eventTickets).$dynamic(), associationId, eventId, by);
  const attendanceOf = await eventAttendance(db, eventId);
  return rows.map((row) => toRegistration(row, attendanceOf(row.ticketId)));
}

/** Who registrationRows lists, as member ids (one a ticket): for the access log. */
export const registrantIds = (db: Db, associationId: number, eventId: number) =>
  ofEvent(
    db.select({ memberId: eventTickets.memberId }).from(eventTickets).$dynamic(),
    associationId,
    eventId,
    {},
  );
