import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { makeStore } from './app/store';
import { readStoredToken } from './lib/api';
import { TOKEN_KEY } from './lib/session';
import './styles.css';

dayjs.locale('pt-br');

/** Resolves once the page has loaded and the browser is idle: work that must not delay the first screen. */
const idleAfterLoad = new Promise<void>((resolve) => {
  // Safari has no requestIdleCallback.
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => resolve(), { timeout: 2000 })
      : setTimeout(resolve, 200);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
});

const PwaUpdater = lazy(() => idleAfterLoad.then(() => import('./app/pwa-updater')));

/** SPEC §2: a token query parameter in the page address is saved as the login token. */
function takeTokenFromAddress(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (!token) return;
  localStorage.setItem(TOKEN_KEY, token);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

takeTokenFromAddress();
const store = makeStore({ session: { token: readStoredToken() } });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers store={store}>
      <RouterProvider router={createRouter(store)} />
      <Suspense fallback={null}>
        <PwaUpdater />
      </Suspense>
    </Providers>
  </StrictMode>,
);
