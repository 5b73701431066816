import { lazy, Suspense, useCallback } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

// The snackbar library is loaded only when there is an update to announce.
const UpdateNotice = lazy(() => import('./update-notice'));

/**
 * Registers the service worker and tells the member when a new version is ready. Loaded after
 * the first screen (see main.tsx), so that it does not weigh on start-up.
 */
export default function PwaUpdater() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  const update = useCallback(() => void updateServiceWorker(true), [updateServiceWorker]);
  if (!needRefresh) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice onUpdate={update} />
    </Suspense>
  );
}
