import { useEffect } from 'react';
import { COMMON_MSG, TITLE } from '../../../domain/messages';
import { useAlerts } from '../../components/alerts/alerts-context';
import { useErrorAlert } from '../../components/alerts/use-error-alert';
import type { CheckoutSend, CheckoutSnapshot } from '../../lib/checkout-slot';

/**
 * The checkout's messages as dialogs: errors (3 s), and the success alert once paid, open until
 * dismissed, whose dismissal calls onPaidDismissed (both checkouts then go home).
 */
export function useCheckoutAlerts(
  snapshot: CheckoutSnapshot,
  send: CheckoutSend,
  onPaidDismissed: () => void,
) {
  const showAlert = useAlerts();
  const { error } = snapshot.context;
  const paid = snapshot.matches('paid');
  const notice = snapshot.context.transaction?.notice;

  useErrorAlert(error, () => send({ type: 'error.dismissed' }));

  useEffect(() => {
    if (!paid) return;
    void (async () => {
      // "Salvar cartão" failed but the payment stands: said first, and kept until read.
      if (notice)
        await showAlert({ kind: 'warning', title: TITLE.warning, message: notice, durationMs: null });
      // It stays until dismissed (SPEC §2: dismissing it goes home), so it can be read.
      await showAlert({
        kind: 'success',
        title: TITLE.success,
        message: COMMON_MSG.cardPaid,
        durationMs: null,
      });
      onPaidDismissed();
    })();
  }, [paid, notice, showAlert, onPaidDismissed]);
}
