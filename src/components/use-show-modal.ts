import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Opens a <dialog> as modal while mounted: the browser traps focus in it and, on close(), gives
 * focus back to where it was. It opens after the page behind it has been painted: showModal()
 * lays the whole page out at once, and within the commit that made one long task of the two. The
 * clean-up is a layout effect so that close() runs while the dialog is still in the document: a
 * dialog removed while open would leave focus on <body>.
 */
export function useShowModal(key?: unknown) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, [key]);
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => dialog?.close();
  }, [key]);
  return ref;
}
