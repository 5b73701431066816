import { and, eq } from 'drizzle-orm';
import type { CertificatesIssued } from '../../domain/contract/gestao-event-desk';
import { formatDisplayDate } from '../../domain/dates';
import { DOCUMENT_MSG } from '../../domain/document-messages';
import { maskCpfForVerification } from '../../domain/verification-code';
import type { Db } from '../db/client';
import { cashFlowItems, associations, members, products } from '../db/schema';
import { congressEvents, eventTickets } from '../db/schema-congress';
import { issueDocumentOnce, type DocumentPayload } from '../documents/issued-documents';
import { holderName } from './ticket-holders';
import { eventAttendance, reachesMinimum, type Attendance } from './attendance';
import { queueCertificateEmail } from './certificate-email';

type EventRow = NonNullable<Awaited<ReturnType<typeof eventForCertificates>>>;

async function eventForCertificates(db: Db, eventId: number) {
  const [event] = await db
    .select({
      id: congressEvents.id,
      associationId: congressEvents.associationId,
      name: products.description,
      startsAt: congressEvents.startsAt,
      endsAt: congressEvents.endsAt,
      place: congressEvents.place,
      hours: congressEvents.hours,
      points: congressEvents.points,
      minAttendancePercent: congressEvents.minAttendancePercent,
      associationName: associations.name,
      associationCnpj: associations.cnpj,
    })
    .from(congressEvents)
    .innerJoin(products, eq(products.id, congressEvents.productId))
    .innerJoin(associations, eq(associations.id, congressEvents.associationId))
    .where(eq(congressEvents.id, eventId));
  return event;
}

const datesOf = (event: EventRow) => {
  const [start, end] = [formatDisplayDate(event.startsAt), formatDisplayDate(event.endsAt)];
  return start === end ? start : `${start} a ${end}`;
};
/** "em 10/04/2027", "de 10/05/2027 a 13/05/2027" */
const whenHeld = (event: EventRow) =>
  formatDisplayDate(event.startsAt) === formatDisplayDate(event.endsAt)
    ? `em ${datesOf(event)}`
    : `de ${datesOf(event)}`;

/** The hours attended: the event's "Carga horária" in the share of sessions attended. */
const hoursAttended = (event: EventRow, { attended, total }: Attendance) =>
  Math.round((event.hours * attended) / total);

function certificatePayload(
  event: EventRow,
  holder: { name: string; cpf: string },
  attendance: Attendance,
): DocumentPayload {
  const hours = hoursAttended(event, attendance);
  const percent = Math.round((attendance.attended * 100) / attendance.total);
  return {
    title: DOCUMENT_MSG.kinds.certificado,
    association: { name: event.associationName, cnpj: event.associationCnpj },
    member: holder,
    statement:
      `Certificamos que ${holder.name}, CPF ${maskCpfForVerification(holder.cpf)}, participou do evento ` +
      `"${event.name}", realizado ${whenHeld(event)} (${event.place}), com carga horária cumprida de ` +
      `${hours} h.`,
    fields: [
      { label: 'Evento', value: event.name },
      { label: 'Data', value: datesOf(event) },
      { label: 'Local', value: event.place },
      { label: 'Carga horária cumprida', value: `${hours} h de ${event.hours} h` },
      {
        label: 'Frequência',
        value: `${attendance.attended} de ${attendance.total} sessões (${percent}%)`,
      },
      { label: 'Pontos de atualização', value: String(event.points) },
    ],
  };
}

/**
 * "Emitir certificados": a "Certificado de participação" for every valid ticket whose attendance
 * reaches the event's "Frequência mínima", once per ticket whoever asks and however often; a new
 * one is e-mailed to a holder without an account (members find theirs in Documentos).
 */
export async function issueEventCertificates(
  db: Db,
  eventId: number,
  publicUrl: string,
  now = new Date(),
): Promise<CertificatesIssued> {
  const result: CertificatesIssued = { issued: 0, alreadyIssued: 0, notEligible: 0 };
  const event = await eventForCertificates(db, eventId);
  if (!event) return result;
  const [holders, attendanceOf] = await Promise.all([
    db
      .select({
        ticketId: eventTickets.id,
        memberId: eventTickets.memberId,
        name: holderName,
        cpf: members.cpf,
        hasAccount: members.passwordHash,
        email: members.email,
        receiptEmail: cashFlowItems.receiptEmail,
      })
      .from(eventTickets)
      .innerJoin(cashFlowItems, eq(cashFlowItems.id, eventTickets.itemId))
      .innerJoin(members, eq(members.id, eventTickets.memberId))
      .where(and(eq(eventTickets.eventId, eventId), eq(eventTickets.status, 'valid'))),
    eventAttendance(db, eventId),
  ]);
  for (const holder of holders) {
    const attendance = attendanceOf(holder.ticketId);
    if (!reachesMinimum(attendance, event.minAttendancePercent)) {
      result.notEligible += 1;
      continue;
    }
    const { document, created } = await issueDocumentOnce(
      db,
      {
        kind: 'certificado',
        memberId: holder.memberId,
        associationId: event.associationId,
        eventTicketId: holder.ticketId,
        payload: certificatePayload(event, { name: holder.name, cpf: holder.cpf }, attendance),
      },
      now,
    );
    result[created ? 'issued' : 'alreadyIssued'] += 1;
    const to = holder.receiptEmail ?? holder.email;
    if (created && !holder.hasAccount && to) {
      await queueCertificateEmail(
        db,
        { to, eventName: event.name, associationName: event.associationName },
        document,
        publicUrl,
      );
    }
  }
  return result;
}
