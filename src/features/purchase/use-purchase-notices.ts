import { useEffect } from 'react';
import type { PurchaseNotice } from '../../../machines/purchase.machine';
import { useAlerts } from '../../components/alerts/alerts-context';
import type { PurchaseSend } from './purchase-types';

/** The purchase machine's warnings and errors as dialogs (3 s); closing one tells the machine. */
export function usePurchaseNotices(notice: PurchaseNotice | null, send: PurchaseSend) {
  const showAlert = useAlerts();
  useEffect(() => {
    if (!notice) return;
    void showAlert(notice).then(() => send({ type: 'notice.dismissed' }));
  }, [notice, send, showAlert]);
}
