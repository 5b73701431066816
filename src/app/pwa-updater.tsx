import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

/**
 * Registers the service worker and tells the member when a new version is ready. Loaded after
 * the first screen (see main.tsx), so neither it nor the snackbar library weighs on start-up.
 */
export default function PwaUpdater() {
  return (
    <SnackbarProvider maxSnack={1} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <UpdateNotice />
    </SnackbarProvider>
  );
}

function UpdateNotice() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();

  useEffect(() => {
    if (!needRefresh) return;
    const key = enqueueSnackbar('Uma nova versão do Quita está disponível.', {
      variant: 'info',
      persist: true,
      action: (
        <button
          type="button"
          className="snackbar-action"
          onClick={() => {
            closeSnackbar(key);
            void updateServiceWorker(true);
          }}
        >
          Atualizar
        </button>
      ),
    });
  }, [needRefresh, updateServiceWorker]);

  return null;
}
