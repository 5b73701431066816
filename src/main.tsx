import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import './app/yield-to-browser';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { makeStore } from './app/store';
import { readStoredToken, takeTokenFromAddress } from './lib/stored-token';
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

// Already done by the boot script in a build; the development server has none.
takeTokenFromAddress();
const store = makeStore({ session: { token: readStoredToken() } });

const root = createRoot(document.getElementById('root')!);
// As a transition the first render is done in slices between which the browser stays responsive,
// instead of in one long task.
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers store={store}>
        <RouterProvider router={createRouter(store)} />
        <Suspense fallback={null}>
          <PwaUpdater />
        </Suspense>
      </Providers>
    </StrictMode>,
  ),
);
