import { fromCallback } from 'xstate';
import { statusOfEvent } from '../../domain/contract/transaction-events';
import type { CheckoutEvent } from '../../machines/checkout.machine';
import { readServerSentEvents } from './server-sent-events';

/**
 * The checkout machine's push watcher: tells it at once when the server settles the PIX.
 * A broken stream is simply dropped; the machine's 5 s polling still finds the payment.
 */
export function transactionWatcher(urlFor: (id: string) => string, token: () => string | null) {
  return fromCallback<CheckoutEvent, { gatewayTransactionId: string }>(({ sendBack, input }) => {
    const controller = new AbortController();
    readServerSentEvents(urlFor(input.gatewayTransactionId), token(), controller.signal, (_, data) => {
      if (statusOfEvent(data) === 'succeeded') sendBack({ type: 'pix.succeeded' });
    }).catch(() => undefined);
    return () => controller.abort();
  });
}
