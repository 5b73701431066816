import type { CertificatesIssued } from '../../../domain/contract/gestao-event-desk';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { issueEventCertificates } from '../../congress/event-certificates';
import type { Db } from '../../db/client';
import { ERRORS } from '../../error-messages';
import { findIssuerEvent } from './find-issuer-event';

/** "Emitir certificados" on the event's page: only for an event of the staff's association. */
export async function issueCertificates(
  db: Db,
  issuerId: number,
  eventId: number,
  publicUrl: string,
): Promise<Outcome<CertificatesIssued>> {
  if (!(await findIssuerEvent(db, issuerId, eventId))) return failed(ERRORS.notFound, 404);
  return succeeded(await issueEventCertificates(db, eventId, publicUrl));
}
