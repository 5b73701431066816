import { useId } from 'react';
import { EVENT_DESK_MSG } from '../../../../../domain/congress-messages';
import { doorTime, eventHasEnded } from '../../../../../domain/door-window';
import { settleOutcome } from '../../../../lib/api-result';
import { useIssueCertificatesMutation } from '../../events-api';

interface Props {
  eventId: number;
  /** Until the event ends the button waits (the server refuses too). */
  endsAt: string | undefined;
  onNotice: (message: string, error?: boolean) => void;
}

/**
 * "Emitir certificados": one "Certificado de participação" for each attendee at or above the
 * "Frequência mínima"; pressing it again issues only the missing ones. Only after the event ends.
 */
export function IssueCertificatesButton({ eventId, endsAt, onNotice }: Props) {
  const [issue, { isLoading }] = useIssueCertificatesMutation();
  const noteId = useId();
  const waiting = !endsAt || !eventHasEnded(endsAt, new Date());

  async function onClick() {
    const done = await settleOutcome(issue(eventId));
    if (done.ok) onNotice(EVENT_DESK_MSG.certificatesIssued(done.value));
    else onNotice(done.message, true);
  }

  return (
    <>
      <button
        type="button"
        className="button"
        disabled={isLoading || waiting}
        aria-describedby={waiting && endsAt ? noteId : undefined}
        onClick={() => void onClick()}
      >
        {isLoading ? 'Emitindo...' : EVENT_DESK_MSG.issueCertificates}
      </button>
      {waiting && endsAt && (
        <span id={noteId} className="muted">
          {EVENT_DESK_MSG.certificatesBeforeEnd(doorTime(endsAt))}
        </span>
      )}
    </>
  );
}
