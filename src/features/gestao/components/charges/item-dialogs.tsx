import { useId, type FormEvent } from 'react';
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
import { useDraft } from '../../../../lib/use-draft';
import { useCancelItemMutation, useRegisterManualPaymentMutation } from '../../charges-api';
import { ReasonDialog } from '../reason-dialog';
import { useStaffFeedback } from '../staff-feedback';
import { useStaffSubmission } from '../use-staff-submission';

interface ManualPayment {
  paidOn: string;
  method: ManualMethod;
  note: string;
}

/** What each action says once done. */
const ITEM_ACTION_DONE = { cancelled: 'Item cancelado.', paid: 'Pagamento registrado.' } as const;

const itemLine = (item: GestaoItem) =>
  `${item.description} · ${item.memberName} · ${formatBRL(fromCentavos(item.currentCentavos))} · vence ${formatDisplayDate(item.dueDate)}`;

/** Cancelar item: the reason is required; the member stops seeing the item. */
export function CancelItemDialog({ item, onClose }: { item: GestaoItem; onClose: () => void }) {
  const [cancel] = useCancelItemMutation();
  const feedback = useStaffFeedback();
  return (
    <ReasonDialog
      title="Cancelar item"
      intro={itemLine(item)}
      label="Motivo do cancelamento"
      rows={3}
      maxLength={500}
      closeLabel="Voltar"
      confirmLabel="Confirmar cancelamento"
      check={(reason) => (reason.length < 3 ? 'Informe o motivo do cancelamento.' : null)}
      submit={(reason) => settleOutcome(cancel({ itemId: item.id, reason }))}
      onDone={() => {
        feedback.done(ITEM_ACTION_DONE.cancelled);
        onClose();
      }}
      onClose={onClose}
    />
  );
}

/** Baixa manual: a payment received outside the app (date, how, a note). */
export function ManualPaymentDialog({ item, onClose }: { item: GestaoItem; onClose: () => void }) {
  const [register] = useRegisterManualPaymentMutation();
  const feedback = useStaffFeedback();
  const today = toWireDate(new Date());
  const { draft, field } = useDraft<ManualPayment>({ paidOn: today, method: 'dinheiro', note: '' });
  const { paidOn, method, note } = draft;
  const action = useStaffSubmission<ManualPayment, unknown>({
    check: (values) => (values.paidOn ? null : 'Informe a data do pagamento.'),
    submit: (values) => settleOutcome(register({ itemId: item.id, ...values, note: values.note.trim() })),
    onDone: () => {
      feedback.done(ITEM_ACTION_DONE.paid);
      onClose();
    },
  });
  const error = action.error;
  const ids = { date: useId(), method: useId(), note: useId(), error: useId() };

  function submit(event: FormEvent) {
    event.preventDefault();
    action.submit(draft);
  }

  return (
    <Modal title="Baixa manual" onClose={onClose}>
      <form className="form" noValidate onSubmit={submit}>
        <p>{itemLine(item)}</p>
        <div className="field">
          <label htmlFor={ids.date}>Data do pagamento</label>
          <input
            id={ids.date}
            type="date"
            max={today}
            value={paidOn}
            onChange={(e) => field('paidOn')(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.method}>Forma de recebimento</label>
          <select
            id={ids.method}
            value={method}
            onChange={(e) => field('method')(e.target.value as ManualMethod)}
          >
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
            onChange={(e) => field('note')(e.target.value)}
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
          <button type="submit" className="button button-primary" disabled={action.busy}>
            Registrar pagamento
          </button>
        </div>
      </form>
    </Modal>
  );
}
