import { EVENT_DESK_MSG } from '../../../../../domain/congress-messages';
import { settleOutcome } from '../../../../lib/api-result';
import { useIssueCertificatesMutation } from '../../events-api';

interface Props {
  eventId: number;
  onNotice: (message: string, error?: boolean) => void;
}

/**
 * "Emitir certificados": one "Certificado de participação" for each attendee at or above the
 * "Frequência mínima"; pressing it again issues only the missing ones.
 */
export function IssueCertificatesButton({ eventId, onNotice }: Props) {
  const [issue, { isLoading }] = useIssueCertificatesMutation();

  async function onClick() {
    const done = await settleOutcome(issue(eventId));
    if (done.ok) onNotice(EVENT_DESK_MSG.certificatesIssued(done.value));
    else onNotice(done.message, true);
  }

  return (
    <button type="button" className="button" disabled={isLoading} onClick={() => void onClick()}>
      {isLoading ? 'Emitindo...' : EVENT_DESK_MSG.issueCertificates}
    </button>
  );
}
