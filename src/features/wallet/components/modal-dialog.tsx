import type { ReactNode } from 'react';
import { useShowModal } from '../../../components/use-show-modal';

interface ModalDialogProps {
  labelledBy: string;
  className?: string;
  /** Escape closes the dialog unless the member must answer it. */
  dismissible?: boolean;
  children: ReactNode;
}

/**
 * A modal <dialog>, open while it is rendered: the browser traps focus inside it and gives
 * focus back when it closes.
 */
export function ModalDialog({ labelledBy, className, dismissible = true, children }: ModalDialogProps) {
  const ref = useShowModal();
  return (
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        if (!dismissible) event.preventDefault();
      }}
    >
      {children}
    </dialog>
  );
}
