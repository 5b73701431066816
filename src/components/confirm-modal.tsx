import type { ReactNode } from 'react';
import { Modal } from './modal';

interface ConfirmModalProps {
  title: string;
  /** What will happen, and any field the confirmation needs. */
  children?: ReactNode;
  confirmLabel: string;
  /** The button that keeps things as they are (default Voltar). */
  cancelLabel?: string;
  /** The confirmed action is on its way: the button waits. */
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action: "Voltar" (or cancelLabel) closes, the primary button does it. */
export function ConfirmModal({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Voltar',
  busy,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  return (
    <Modal title={title} onClose={onClose}>
      {children}
      <div className="modal-actions">
        <button type="button" className="button" onClick={onClose}>
          {cancelLabel}
        </button>
        <button type="button" className="button button-primary" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
