import { useCallback } from 'react';
import { TITLE } from '../../../domain/messages';
import { useAlerts } from '../../components/alerts/alerts-context';
import type { Outcome } from './outcome';

/** Shows an outcome as a success or error alert; resolves when it closes. */
export function useReportOutcome() {
  const showAlert = useAlerts();
  return useCallback(
    (outcome: Outcome) =>
      showAlert(
        outcome.ok
          ? { kind: 'success', title: TITLE.success, message: outcome.message }
          : { kind: 'error', title: TITLE.error, message: outcome.message },
      ),
    [showAlert],
  );
}
