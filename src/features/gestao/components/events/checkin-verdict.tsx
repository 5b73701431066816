import dayjs from 'dayjs';
import { CHECKIN_VERDICT, CHECKIN_WINDOW_MSG } from '../../../../../domain/congress-messages';
import type { ScanResult } from '../../../../../domain/contract/gestao-checkin';
import { APP_TIMEZONE } from '../../../../../domain/dates';
import { DOOR_MSG } from '../../../../../domain/door-messages';
import { doorTime } from '../../../../../domain/door-window';
import { StaffFileButton } from '../staff-file-button';

const usedAt = (r: ScanResult) =>
  r.firstScannedAt
    ? `Usado em ${dayjs(r.firstScannedAt).tz(APP_TIMEZONE).format('DD/MM/YYYY [às] HH:mm:ss')} no aparelho ${r.firstDeviceId}.`
    : '';

/**
 * The answer at the door: large, coloured by verdict, with who entered or when the ticket was used,
 * and "Imprimir crachá" for a person let in (it needs the network: the badge is drawn by the server).
 */
export function CheckinVerdict({
  eventId,
  result,
  offline,
}: {
  eventId: number;
  result: ScanResult;
  offline: boolean;
}) {
  return (
    <>
      <div className={`checkin-verdict checkin-${result.verdict}`} role="status">
        <p className="checkin-verdict-title">{CHECKIN_VERDICT[result.verdict]}</p>
        {result.verdict === 'confirmed' && (
          <p className="checkin-verdict-person">
            {result.name}
            {result.category ? ` · ${result.category}` : ''}
          </p>
        )}
        {result.verdict === 'alreadyUsed' && (
          <p>
            <span className="checkin-verdict-person">{result.name}</span> · {usedAt(result)}
          </p>
        )}
        {result.verdict === 'notYet' && result.opensAt && (
          <p>{CHECKIN_WINDOW_MSG.notYet(doorTime(result.opensAt))}</p>
        )}
        {result.verdict === 'ended' && result.endedAt && (
          <p>{CHECKIN_WINDOW_MSG.ended(doorTime(result.endedAt))}</p>
        )}
        {offline && <p className="checkin-verdict-offline">{DOOR_MSG.checkedOnDevice}</p>}
      </div>
      {result.ticketId !== null && !offline && (
        <StaffFileButton
          url={`gestao/checkin/events/${eventId}/tickets/${result.ticketId}/badge.pdf`}
          fileName={`cracha-${result.ticketId}.pdf`}
          label={DOOR_MSG.printBadge}
          busyLabel="Gerando crachá…"
        />
      )}
    </>
  );
}
