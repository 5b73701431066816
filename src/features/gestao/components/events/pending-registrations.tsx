import { useState } from 'react';
import { EVENT_DESK_MSG } from '../../../../../domain/congress-messages';
import type { PendingRegistration } from '../../../../../domain/contract/gestao-event-desk';
import { formatDisplayDate } from '../../../../../domain/dates';
import { formatBRL, fromCentavos } from '../../../../../domain/money';
import { settleOutcome } from '../../../../lib/api-result';
import { useCancelRegistrationMutation, usePendingRegistrationsQuery } from '../../events-api';
import { TableRegion } from '../table-region';

type Notice = (message: string, error?: boolean) => void;

/** "Cancelar inscrição" of a registration not paid yet: asks once more, then cancels its boleto. */
function PendingRow({
  eventId,
  pending: p,
  onNotice,
}: {
  eventId: number;
  pending: PendingRegistration;
  onNotice: Notice;
}) {
  const [cancel, { isLoading }] = useCancelRegistrationMutation();
  const [confirming, setConfirming] = useState(false);

  async function confirm() {
    const done = await settleOutcome(cancel({ eventId, itemId: p.itemId, body: {} }));
    setConfirming(false);
    if (done.ok) onNotice(EVENT_DESK_MSG.pendingCancelled(p.name));
    else onNotice(done.message, true);
  }

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
        {!confirming ? (
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            Cancelar inscrição
          </button>
        ) : (
          <span className="events-actions" role="group" aria-label={`Cancelar inscrição de ${p.name}`}>
            <span>{EVENT_DESK_MSG.pendingConfirm}</span>
            <button
              type="button"
              className="button button-primary"
              disabled={isLoading}
              onClick={() => void confirm()}
            >
              Confirmar cancelamento
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              Voltar
            </button>
          </span>
        )}
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
