import { useEffect, useRef, type ReactNode } from 'react';

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
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
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
