import { useEffect, useRef } from 'react';

/** Opens a <dialog> as modal while mounted (the browser then traps and restores focus). */
export function useShowModal(key?: unknown) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, [key]);
  return ref;
}
