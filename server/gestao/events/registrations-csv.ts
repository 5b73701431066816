import {
  REGISTRATION_STATUS_LABEL,
  REGISTRATIONS_CSV_COLUMNS,
} from '../../../domain/contract/gestao-event-desk';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { APP_TIMEZONE } from '../../../domain/dates';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { ERRORS } from '../../error-messages';
import { recordListExport } from '../../privacy/record-views';
import { csvValue } from '../members/members-csv';
import type { StaffSession } from '../staff-accounts';
import { findAssociationEvent } from './find-association-event';
import { registrantIds, registrationRows } from './registration-rows';

dayjs.extend(utc);
dayjs.extend(timezone);

/** DD/MM/AAAA HH:mm in São Paulo, as the Pagamentos export writes a moment. */
const when = (iso: string | null) => (iso ? dayjs(iso).tz(APP_TIMEZONE).format('DD/MM/YYYY HH:mm') : '');

const money = (centavos: number) =>
  `${Math.trunc(centavos / 100)},${String(centavos % 100).padStart(2, '0')}`;

/**
 * The event's registrations as CSV (BOM, ';', CRLF): when, who (CPF masked), category, what was
 * paid, the status ("Pago", "Cortesia", "Cancelado"), the ticket's code and the entrance. Each
 * registrant gets a row in their access log (the file holds their name and CPF).
 */
export async function registrationsCsv(
  db: Db,
  viewer: StaffSession,
  eventId: number,
): Promise<Outcome<string>> {
  const { associationId } = viewer;
  if (!(await findAssociationEvent(db, associationId, eventId))) return failed(ERRORS.notFound, 404);
  await recordListExport(db, viewer, registrantIds(db, associationId, eventId), 'lista-inscricoes');
  const rows = await registrationRows(db, associationId, eventId);
  const lines = rows.map((r) => [
    when(r.paidAt),
    r.name,
    r.cpf,
    r.category,
    money(r.paidCentavos),
    REGISTRATION_STATUS_LABEL[r.status],
    r.code,
    when(r.checkedInAt),
  ]);
  const text = [[...REGISTRATIONS_CSV_COLUMNS], ...lines].map((l) => l.map(csvValue).join(';') + '\r\n');
  return succeeded('\uFEFF' + text.join(''));
}
