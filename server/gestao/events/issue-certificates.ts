import type { CertificatesIssued } from '../../../domain/contract/gestao-event-desk';
import { EVENT_DESK_MSG } from '../../../domain/congress-messages';
import { doorTime, eventHasEnded } from '../../../domain/door-window';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { issueEventCertificates } from '../../congress/event-certificates';
import type { Db } from '../../db/client';
import { ERRORS } from '../../error-messages';
import { findAssociationEvent } from './find-association-event';

/** "Emitir certificados" on the event's page: only for an event of the staff's association, once it has ended. */
export async function issueCertificates(
  db: Db,
  associationId: number,
  eventId: number,
  publicUrl: string,
  now = new Date(),
): Promise<Outcome<CertificatesIssued>> {
  const event = await findAssociationEvent(db, associationId, eventId);
  if (!event) return failed(ERRORS.notFound, 404);
  if (!eventHasEnded(event.endsAt, now)) {
    return failed(EVENT_DESK_MSG.certificatesBeforeEnd(doorTime(event.endsAt)), 409);
  }
  return succeeded(await issueEventCertificates(db, eventId, publicUrl));
}
