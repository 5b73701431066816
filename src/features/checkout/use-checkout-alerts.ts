import { useEffect } from 'react';
import { COMMON_MSG, TITLE } from '../../../domain/messages';
import { paymentMethods } from '../../../domain/payment-methods';
import { useAlerts } from '../../components/alerts/alerts-context';
import { useErrorAlert } from '../../components/alerts/use-error-alert';
import type { CheckoutSend, CheckoutSnapshot } from '../../lib/checkout-slot';

/**
 * The checkout's messages as dialogs, each open until dismissed: errors, and the success alert once
 * paid, whose dismissal calls onPaidDismissed. A card approved at once has SPEC §8's text; a PIX
 * (or Pix Automático) heard paid has its own, since SPEC fixes none for it.
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
  const paidMessage =
    paymentMethods[snapshot.context.method].answer === 'qrCode' ? COMMON_MSG.pixPaid : COMMON_MSG.cardPaid;

  useErrorAlert(error, () => send({ type: 'error.dismissed' }));

  useEffect(() => {
    if (!paid) return;
    void (async () => {
      // "Salvar cartão" failed but the payment stands: said first, and kept until read.
      if (notice) await showAlert({ kind: 'warning', title: TITLE.warning, message: notice });
      await showAlert({ kind: 'success', title: TITLE.success, message: paidMessage });
      onPaidDismissed();
    })();
  }, [paid, notice, paidMessage, showAlert, onPaidDismissed]);
}
