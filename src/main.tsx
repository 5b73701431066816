import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
// Where these two pauses sit among the imports is where the app's evaluation is cut: keep them
// after React and after the router library.
import './app/yield-to-browser';
import { BrowserRouter } from 'react-router-dom';
import './app/yield-after-router';
import { AppRoutes, startRoutesAt, toRouteObjects } from './app/app-routes';
import { Providers } from './app/providers';
import { createRoutes } from './app/router';
import { makeStore } from './app/store';
import { listenForMissingChunks } from './app/reload-on-missing-chunk';
import { readStoredToken, takeTokenFromAddress } from './lib/stored-token';
import { whenIdle } from './lib/after-paint';
import { yieldToBrowser } from './lib/yield-to-browser';
import './styles.css';
import { setupListeners } from '@reduxjs/toolkit/query';

dayjs.locale('pt-br');
listenForMissingChunks();

/** Resolves once the page has loaded and the browser is idle: work that must not delay the first screen. */
const idleAfterLoad = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
}).then(() => whenIdle(2_000));

/**
 * The service worker and its update check wait a few seconds more: 'load' comes before the code a
 * first screen asks for after its paint (the buyer's form on /produto), which they would compete with.
 */
const SERVICE_WORKER_DELAY_MS = 3_000;
const PwaUpdater = lazy(() =>
  idleAfterLoad
    .then(() => new Promise((resolve) => setTimeout(resolve, SERVICE_WORKER_DELAY_MS)))
    .then(() => whenIdle(2_000))
    .then(() => import('./app/pwa-updater'))
    // Offline by then (a door device taken offline right after opening): no update check this time,
    // rather than a failed lazy import that would take the whole screen down.
    .catch(() => ({ default: () => null })),
);

// Already done by the boot script in a build; the development server has none.
takeTokenFromAddress();
// The modules have run; the store, then the router, each in a task of its own.
await yieldToBrowser();
const store = makeStore({ session: { token: readStoredToken() } });
// refetchOnFocus (src/lib/fresh-on-return.ts) hears the window coming back into view.
setupListeners(store.dispatch);
await yieldToBrowser();
const routes = toRouteObjects(createRoutes(store));
startRoutesAt(routes, window.location);

const root = createRoot(document.getElementById('root')!);
// As a transition the first render is done in slices between which the browser stays responsive,
// instead of in one long task.
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers store={store}>
        <BrowserRouter>
          <AppRoutes objects={routes} />
        </BrowserRouter>
        <Suspense fallback={null}>
          <PwaUpdater />
        </Suspense>
      </Providers>
    </StrictMode>,
  ),
);
