import type { Registration } from '../../../domain/contract/gestao-event-desk';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { ERRORS } from '../../error-messages';
import { findAssociationEvent } from './find-association-event';
import { registrationRows } from './registration-rows';

/** The event's page and the door's "Buscar": its registrations, found by name or CPF when asked. */
export async function listRegistrations(
  db: Db,
  associationId: number,
  eventId: number,
  q?: string,
): Promise<Outcome<Registration[]>> {
  if (!(await findAssociationEvent(db, associationId, eventId))) return failed(ERRORS.notFound, 404);
  return succeeded(await registrationRows(db, associationId, eventId, q === undefined ? {} : { q }));
}
