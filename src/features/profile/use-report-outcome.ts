import { useCallback } from 'react';
import { TITLE } from '../../../domain/messages';
import type { Outcome } from '../../../domain/outcome';
import { useAlerts } from '../../components/alerts/alerts-context';

/** Shows a save's or delete's outcome (the server's text either way) as an alert; resolves when it closes. */
export function useReportOutcome() {
  const showAlert = useAlerts();
  return useCallback(
    (outcome: Outcome<string>) =>
      showAlert(
        outcome.ok
          ? { kind: 'success', title: TITLE.success, message: outcome.value }
          : { kind: 'error', title: TITLE.error, message: outcome.message },
      ),
    [showAlert],
  );
}
