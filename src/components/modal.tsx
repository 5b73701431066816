import { useId, type ReactNode } from 'react';
import { useShowModal } from './use-show-modal';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/**
 * A modal <dialog>: the browser traps focus in it and restores it on close; Escape closes it.
 */
export function Modal({ title, onClose, children, className }: ModalProps) {
  const ref = useShowModal();
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
