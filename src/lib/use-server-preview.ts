import { useLayoutEffect, useState } from 'react';

/**
 * Takes away the content the server wrote into the page beside the app's root (the product page's
 * preview, domain/page-preview.ts) once the screen shows its own, before the browser paints: the
 * buyer never sees the two, nor a gap between them. Leaving the screen takes it away too. Answers
 * whether the page came with one (then it stands for the screen's loading state).
 */
export function useServerPreview(id: string, replaced: boolean): boolean {
  const [cameWithOne] = useState(() => document.getElementById(id) !== null);
  useLayoutEffect(() => {
    if (replaced) document.getElementById(id)?.remove();
  }, [id, replaced]);
  useLayoutEffect(() => () => document.getElementById(id)?.remove(), [id]);
  return cameWithOne;
}
