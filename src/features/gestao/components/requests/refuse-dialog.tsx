import { useId, useState, type FormEvent } from 'react';
import { Modal } from '../../../../components/modal';
import { REQUESTS_MSG } from '../../../../../domain/gestao-requests-messages';

interface RefuseDialogProps {
  memberName: string;
  /** What is refused and where the member reads the reason (a membership request unless said). */
  note?: string;
  busy: boolean;
  /** The server's refusal of the call, shown in the dialog. */
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Recusar: the reason is required (the member reads it in "Minhas associações" and by e-mail). */
export function RefuseDialog({ memberName, note, busy, error, onConfirm, onClose }: RefuseDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const fieldId = useId();
  const errorId = useId();
  const shown = missing ? REQUESTS_MSG.reasonRequired : error;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setMissing(true);
    setMissing(false);
    onConfirm(reason.trim());
  }

  return (
    <Modal title="Recusar solicitação" onClose={onClose}>
      <form className="form" noValidate onSubmit={submit}>
        <p>
          Solicitação de <strong>{memberName}</strong>.{' '}
          {note ?? 'O motivo será enviado por e-mail e mostrado em "Minhas associações".'}
        </p>
        <div className="field">
          <label htmlFor={fieldId}>Motivo</label>
          <textarea
            id={fieldId}
            rows={4}
            maxLength={1000}
            value={reason}
            aria-invalid={missing}
            aria-describedby={shown ? errorId : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        {shown && (
          <p id={errorId} role="alert" className="field-error">
            {shown}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="button" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            Confirmar recusa
          </button>
        </div>
      </form>
    </Modal>
  );
}
