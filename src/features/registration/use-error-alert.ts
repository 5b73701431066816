import { useEffect } from 'react';
import type { Notice } from '../../../machines/notice';
import { useAlerts } from '../../components/alerts/alerts-context';

interface ErrorHolder {
  send: (event: { type: 'error.dismissed' }) => void;
}

/** A step's error goes to the alert dialog; closing it tells the step's machine. */
export function useErrorAlert(error: Notice | null, step: ErrorHolder) {
  const showAlert = useAlerts();
  useEffect(() => {
    if (!error) return;
    void showAlert({ kind: 'error', title: error.title, message: error.message }).then(() =>
      step.send({ type: 'error.dismissed' }),
    );
  }, [error, step, showAlert]);
}
