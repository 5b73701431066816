import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AlertsProvider } from '../components/alerts/alerts-provider';
import type { AppStore } from './store';

export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <AlertsProvider>{children}</AlertsProvider>
    </Provider>
  );
}
