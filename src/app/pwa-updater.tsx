import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** Registers the service worker and tells the member when a new version is ready. */
export function PwaUpdater() {
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
