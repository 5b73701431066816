import type { PointerEvent } from 'react';
import type { Alert } from '../../../machines/alert.machine';
import { useShowModal } from '../use-show-modal';

/**
 * A modal <dialog>: the browser traps focus inside it and gives focus back to where it was
 * when it closes; Escape dismisses it like the button does. A pointer resting on it holds it open.
 */
export function AlertDialog({
  alert,
  onDismiss,
  onHold,
  onRelease,
}: {
  alert: Alert;
  onDismiss: () => void;
  onHold: () => void;
  onRelease: () => void;
}) {
  const ref = useShowModal(alert.id);

  return (
    <dialog
      ref={ref}
      className={`alert alert-${alert.kind}`}
      role="alertdialog"
      aria-labelledby={`alert-title-${alert.id}`}
      aria-describedby={`alert-message-${alert.id}`}
      onPointerMove={(event) => (isOverTheBox(event) ? onHold() : onRelease())}
      onPointerLeave={onRelease}
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

/** The backdrop's pointer events go to the dialog too: only its own box counts. */
function isOverTheBox(event: PointerEvent<HTMLDialogElement>) {
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX >= box.left &&
    event.clientX <= box.right &&
    event.clientY >= box.top &&
    event.clientY <= box.bottom
  );
}
