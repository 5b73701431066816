import type { Registration } from '../../../domain/contract/gestao-event-desk';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { ERRORS } from '../../error-messages';
import { findIssuerEvent } from './find-issuer-event';
import { registrationRows } from './registration-rows';

/** The event's page and the door's "Buscar": its registrations, found by name or CPF when asked. */
export async function listRegistrations(
  db: Db,
  issuerId: number,
  eventId: number,
  q?: string,
): Promise<Outcome<Registration[]>> {
  if (!(await findIssuerEvent(db, issuerId, eventId))) return failed(ERRORS.notFound, 404);
  return succeeded(await registrationRows(db, issuerId, eventId, q === undefined ? {} : { q }));
}
