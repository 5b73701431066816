import { useEffect, useRef } from 'react';
import { TITLE } from '../../../domain/messages';
import { useAlerts } from './alerts-context';

/**
 * A machine's `error` shown as the error alert, once per error; closing it calls `onDismissed`
 * (which sends the machine's dismissal, `error.dismissed` or its own).
 */
export function useErrorAlert(error: string | null | undefined, onDismissed: () => void) {
  const showAlert = useAlerts();
  const dismissed = useRef(onDismissed);
  useEffect(() => {
    dismissed.current = onDismissed;
  });
  useEffect(() => {
    if (!error) return;
    void showAlert({ kind: 'error', title: TITLE.error, message: error }).then(() => dismissed.current());
  }, [error, showAlert]);
}
