import { createContext, useContext } from 'react';
import type { AlertRequest } from '../../../machines/alert.machine';

/** Shows a dialog alert; the promise settles when it is dismissed or closes by itself. */
export type ShowAlert = (alert: AlertRequest) => Promise<void>;

export const AlertsContext = createContext<ShowAlert | null>(null);

export function useAlerts(): ShowAlert {
  const show = useContext(AlertsContext);
  if (!show) throw new Error('useAlerts must be used inside <AlertsProvider>');
  return show;
}
