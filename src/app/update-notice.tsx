import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';

/** "A new version is ready", with Atualizar, until the member takes it. */
export default function UpdateNotice({ onUpdate }: { onUpdate: () => void }) {
  return (
    <SnackbarProvider maxSnack={1} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Notice onUpdate={onUpdate} />
    </SnackbarProvider>
  );
}

function Notice({ onUpdate }: { onUpdate: () => void }) {
  useEffect(() => {
    const key = enqueueSnackbar('Uma nova versão do Quita está disponível.', {
      variant: 'info',
      persist: true,
      action: (
        <button
          type="button"
          className="snackbar-action"
          onClick={() => {
            closeSnackbar(key);
            onUpdate();
          }}
        >
          Atualizar
        </button>
      ),
    });
    return () => closeSnackbar(key);
  }, [onUpdate]);
  return null;
}
