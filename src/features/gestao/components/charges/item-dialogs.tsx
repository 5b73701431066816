import { useId, useState, type FormEvent } from 'react';
import {
  MANUAL_METHOD_LABEL,
  MANUAL_METHODS,
  type GestaoItem,
  type ManualMethod,
} from '../../../../../domain/contract/gestao-charges';
import { formatDisplayDate, toWireDate } from '../../../../../domain/dates';
import { formatBRL, fromCentavos } from '../../../../../domain/money';
import { Modal } from '../../../../components/modal';
import { settleOutcome } from '../../../../lib/api-result';
import { useCancelItemMutation, useRegisterManualPaymentMutation } from '../../charges-api';
import { useStaffFeedback } from '../staff-feedback';

/** What each action says once done. */
const ITEM_ACTION_DONE = { cancelled: 'Item cancelado.', paid: 'Pagamento registrado.' } as const;

const itemLine = (item: GestaoItem) =>
  `${item.description} · ${item.memberName} · ${formatBRL(fromCentavos(item.amountCentavos))} · vence ${formatDisplayDate(item.dueDate)}`;

/** Cancelar item: the reason is required; the member stops seeing the item. */
export function CancelItemDialog({ item, onClose }: { item: GestaoItem; onClose: () => void }) {
  const [cancel, { isLoading }] = useCancelItemMutation();
  const feedback = useStaffFeedback();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const errorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim().length < 3) return setError('Informe o motivo do cancelamento.');
    const outcome = await settleOutcome(cancel({ itemId: item.id, reason: reason.trim() }));
    if (!outcome.ok) return setError(outcome.message);
    feedback.done(ITEM_ACTION_DONE.cancelled);
    onClose();
  }

  return (
    <Modal title="Cancelar item" onClose={onClose}>
      <form className="form" noValidate onSubmit={(e) => void submit(e)}>
        <p>{itemLine(item)}</p>
        <div className="field">
          <label htmlFor={id}>Motivo do cancelamento</label>
          <textarea
            id={id}
            rows={3}
            maxLength={500}
            value={reason}
            aria-invalid={!!error}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        {error && (
          <p id={errorId} role="alert" className="field-error">
            {error}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="button" onClick={onClose}>
            Voltar
          </button>
          <button type="submit" className="button button-primary" disabled={isLoading}>
            Confirmar cancelamento
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** Baixa manual: a payment received outside the app (date, how, a note). */
export function ManualPaymentDialog({ item, onClose }: { item: GestaoItem; onClose: () => void }) {
  const [register, { isLoading }] = useRegisterManualPaymentMutation();
  const feedback = useStaffFeedback();
  const today = toWireDate(new Date());
  const [paidOn, setPaidOn] = useState(today);
  const [method, setMethod] = useState<ManualMethod>('dinheiro');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { date: useId(), method: useId(), note: useId(), error: useId() };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!paidOn) return setError('Informe a data do pagamento.');
    const outcome = await settleOutcome(register({ itemId: item.id, paidOn, method, note: note.trim() }));
    if (!outcome.ok) return setError(outcome.message);
    feedback.done(ITEM_ACTION_DONE.paid);
    onClose();
  }

  return (
    <Modal title="Baixa manual" onClose={onClose}>
      <form className="form" noValidate onSubmit={(e) => void submit(e)}>
        <p>{itemLine(item)}</p>
        <div className="field">
          <label htmlFor={ids.date}>Data do pagamento</label>
          <input
            id={ids.date}
            type="date"
            max={today}
            value={paidOn}
            onChange={(e) => setPaidOn(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.method}>Forma de recebimento</label>
          <select id={ids.method} value={method} onChange={(e) => setMethod(e.target.value as ManualMethod)}>
            {MANUAL_METHODS.map((m) => (
              <option key={m} value={m}>
                {MANUAL_METHOD_LABEL[m]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.note}>Observação</label>
          <textarea
            id={ids.note}
            rows={3}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        {error && (
          <p id={ids.error} role="alert" className="field-error">
            {error}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="button" onClick={onClose}>
            Voltar
          </button>
          <button type="submit" className="button button-primary" disabled={isLoading}>
            Registrar pagamento
          </button>
        </div>
      </form>
    </Modal>
  );
}
