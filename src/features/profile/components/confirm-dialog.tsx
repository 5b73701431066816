import { Modal } from '../../../components/modal';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** What the confirm button says while the action runs (default Excluindo...). */
  busyLabel?: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone; Escape and Cancelar keep things as they are. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busyLabel = 'Excluindo...',
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onCancel}>
      <p>{message}</p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={onCancel} autoFocus>
          Cancelar
        </button>
        <button type="button" className="button profile-button-danger" onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
