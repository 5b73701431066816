import { EVENT_DESK_MSG } from '../../../../../domain/congress-messages';
import type { PendingRegistration } from '../../../../../domain/contract/gestao-event-desk';
import { formatDisplayDate } from '../../../../../domain/dates';
import { formatBRL, fromCentavos } from '../../../../../domain/money';
import { usePendingRegistrationsQuery } from '../../events-api';
import { CancelRegistrationAction } from './cancel-registration-action';
import { TableRegion } from '../table-region';

type Notice = (message: string, error?: boolean) => void;

/** A registration not paid yet; "Cancelar inscrição" cancels its boleto and frees the seat. */
function PendingRow({
  eventId,
  pending: p,
  onNotice,
}: {
  eventId: number;
  pending: PendingRegistration;
  onNotice: Notice;
}) {
  return (
    <tr>
      <th scope="row" data-label="Nome">
        {p.name}
      </th>
      <td data-label="CPF">{p.cpf}</td>
      <td data-label="Categoria">{p.category}</td>
      <td data-label="Valor">{formatBRL(fromCentavos(p.amountCentavos))}</td>
      <td data-label="Situação">{EVENT_DESK_MSG.pendingStatus(formatDisplayDate(p.dueDate))}</td>
      <td data-label="Ações">
        <CancelRegistrationAction
          eventId={eventId}
          itemId={p.itemId}
          name={p.name}
          question={EVENT_DESK_MSG.pendingConfirm}
          done={EVENT_DESK_MSG.pendingCancelled(p.name)}
          onNotice={onNotice}
        />
      </td>
    </tr>
  );
}

/**
 * The registrations whose boleto is still waiting, apart from the paid list: who may still come,
 * each with its due date, and "Cancelar inscrição". Nothing when there is none.
 */
export function PendingRegistrations({
  eventId,
  q,
  onNotice,
}: {
  eventId: number;
  q: string;
  onNotice: Notice;
}) {
  const { data } = usePendingRegistrationsQuery({ eventId, q });
  if (!data || data.length === 0) return null;
  const title = `${EVENT_DESK_MSG.pendingTitle} (${data.length})`;
  return (
    <div className="gestao-card">
      <TableRegion label={EVENT_DESK_MSG.pendingTitle}>
        <table className="gestao-table">
          <caption className="events-caption">{title}</caption>
          <thead>
            <tr>
              <th scope="col">Nome</th>
              <th scope="col">CPF</th>
              <th scope="col">Categoria</th>
              <th scope="col">Valor</th>
              <th scope="col">Situação</th>
              <th scope="col">Ações</th>
            </tr>
          </thead>
          <tbody>
            {data.map((p) => (
              <PendingRow key={p.itemId} eventId={eventId} pending={p} onNotice={onNotice} />
            ))}
          </tbody>
        </table>
      </TableRegion>
    </div>
  );
}
