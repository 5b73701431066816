import type { Alert } from '../../../machines/alert.machine';
import { useShowModal } from '../use-show-modal';

/**
 * A modal <dialog>: the browser traps focus inside it and gives focus back to where it was
 * when it closes; Escape dismisses it like the button does.
 */
export function AlertDialog({ alert, onDismiss }: { alert: Alert; onDismiss: () => void }) {
  const ref = useShowModal(alert.id);

  return (
    <dialog
      ref={ref}
      className={`alert alert-${alert.kind}`}
      role="alertdialog"
      aria-labelledby={`alert-title-${alert.id}`}
      aria-describedby={`alert-message-${alert.id}`}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
    >
      {alert.title && <h2 id={`alert-title-${alert.id}`}>{alert.title}</h2>}
      <p id={`alert-message-${alert.id}`}>{alert.message}</p>
      <button type="button" className="button" onClick={onDismiss} autoFocus>
        OK
      </button>
    </dialog>
  );
}
