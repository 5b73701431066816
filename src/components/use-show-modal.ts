import { useLayoutEffect, useRef } from 'react';

/**
 * Opens a <dialog> as modal while mounted: the browser traps focus in it and, on close(), gives
 * focus back to where it was. The clean-up is a layout effect so that close() runs while the
 * dialog is still in the document: a dialog removed while open would leave focus on <body>.
 */
export function useShowModal(key?: unknown) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, [key]);
  return ref;
}
