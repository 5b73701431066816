import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Outcome } from '../../../../domain/outcome';
import { Modal } from '../../../components/modal';
import { useStaffSubmission } from './use-staff-submission';

interface ReasonDialogProps<R> {
  title: string;
  /** What is about to happen, above the field. */
  intro: ReactNode;
  label: string;
  rows: number;
  maxLength: number;
  /** The button that closes without doing it: "Cancelar", "Voltar". */
  closeLabel: string;
  confirmLabel: string;
  /** The reason's problem, or null when it may go. */
  check: (reason: string) => string | null;
  /** The call with the trimmed reason. */
  submit: (reason: string) => Promise<Outcome<R>>;
  onDone: (result: R) => void;
  onClose: () => void;
}

/** A staff action that needs a written reason (Recusar solicitação, Cancelar item). */
export function ReasonDialog<R>(props: ReasonDialogProps<R>) {
  const { title, intro, label, rows, maxLength, closeLabel, confirmLabel, onClose } = props;
  const [reason, setReason] = useState('');
  const action = useStaffSubmission<string, R>({
    check: props.check,
    submit: props.submit,
    onDone: props.onDone,
  });
  const fieldId = useId();
  const errorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    action.submit(reason.trim());
  }

  return (
    <Modal title={title} onClose={onClose}>
      <form className="form" noValidate onSubmit={submit}>
        <p>{intro}</p>
        <div className="field">
          <label htmlFor={fieldId}>{label}</label>
          <textarea
            id={fieldId}
            rows={rows}
            maxLength={maxLength}
            value={reason}
            aria-invalid={action.invalid}
            aria-describedby={action.error ? errorId : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        {action.error && (
          <p id={errorId} role="alert" className="field-error">
            {action.error}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="button" onClick={onClose}>
            {closeLabel}
          </button>
          <button type="submit" className="button button-primary" disabled={action.busy}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
