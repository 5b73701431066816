import { useState } from 'react';
import { useLogout } from '../../../lib/use-logout';
import { PROFILE_TEXT } from '../profile-texts';
import { ConfirmDialog } from './confirm-dialog';

/** The profile's way out of every device at once (a lost phone, a shared computer). */
export function EndAllSessions() {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const logoutEverywhere = useLogout({ everywhere: true });
  return (
    <>
      <button
        type="button"
        className="button profile-logout"
        style={{ marginTop: '0.75rem' }}
        onClick={() => setAsking(true)}
      >
        {PROFILE_TEXT.endAllSessions}
      </button>
      {asking && (
        <ConfirmDialog
          title={PROFILE_TEXT.endAllSessions}
          message={PROFILE_TEXT.endAllSessionsQuestion}
          confirmLabel="Sair de todos"
          busyLabel="Saindo..."
          busy={busy}
          onConfirm={() => {
            setBusy(true);
            void logoutEverywhere();
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
