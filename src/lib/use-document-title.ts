import { useEffect } from 'react';

const APP_TITLE = 'Quita';

/**
 * WCAG 2.4.2: each screen names itself in the browser tab and to screen readers, as
 * "Entrar · Quita". Leaving the screen puts the bare app name back.
 */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_TITLE}` : APP_TITLE;
    return () => {
      document.title = APP_TITLE;
    };
  }, [title]);
}
