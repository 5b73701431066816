import dayjs from 'dayjs';
import { EVENT_DESK_MSG } from '../../../../../domain/congress-messages';
import {
  REGISTRATION_STATUS_LABEL,
  type Registration,
} from '../../../../../domain/contract/gestao-event-desk';
import { APP_TIMEZONE } from '../../../../../domain/dates';
import { formatBRL, fromCentavos } from '../../../../../domain/money';
import { CancelRegistrationAction } from './cancel-registration-action';

const when = (iso: string) => dayjs(iso).tz(APP_TIMEZONE).format('DD/MM/YYYY HH:mm');
/** "R$ 200,00 · Pago", "Cortesia", "Cortesia · Cancelado". */
function paid(r: Registration) {
  const what = r.paidCentavos === 0 ? EVENT_DESK_MSG.courtesy : formatBRL(fromCentavos(r.paidCentavos));
  return r.status === 'courtesy' ? what : `${what} · ${REGISTRATION_STATUS_LABEL[r.status]}`;
}

interface RowProps {
  eventId: number;
  registration: Registration;
  onNotice: (message: string, error?: boolean) => void;
}

/** One registration; "Cancelar inscrição" asks once more, then refunds and revokes the ticket. */
export function RegistrationRow({ eventId, registration: r, onNotice }: RowProps) {
  return (
    <tr>
      <th scope="row" data-label="Nome">
        {r.name}
      </th>
      <td data-label="CPF">{r.cpf}</td>
      <td data-label="Categoria">{r.category}</td>
      <td data-label="Pago">{paid(r)}</td>
      <td data-label="Check-in">{r.checkedInAt ? when(r.checkedInAt) : 'Não'}</td>
      <td data-label="Presença">
        {r.attendedSessions}/{r.sessions}
        {r.certified && <span className="muted"> · Certificado emitido</span>}
      </td>
      <td data-label="Ações">
        {r.status !== 'cancelled' && (
          <CancelRegistrationAction
            eventId={eventId}
            itemId={r.itemId}
            name={r.name}
            question={
              r.status === 'paid'
                ? `Estornar ${formatBRL(fromCentavos(r.paidCentavos))} e revogar o ingresso?`
                : 'Revogar o ingresso?'
            }
            done={EVENT_DESK_MSG.cancelled(r.name)}
            onNotice={onNotice}
          />
        )}
      </td>
    </tr>
  );
}
