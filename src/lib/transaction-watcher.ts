import { fromCallback } from 'xstate';
import { statusOfEvent } from '../../domain/contract/transaction-events';
import type { CheckoutEvent } from '../../machines/checkout.machine';

/** Reads a server-sent-events stream of transaction statuses (fetch, so it can carry a token). */
async function readStatuses(
  url: string,
  token: string | null,
  signal: AbortSignal,
  onStatus: (s: string) => void,
) {
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  if (!res.ok || !res.body) return;
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
      buffer = buffer.slice(end + 2);
      const status = data ? statusOfEvent(data) : null;
      if (status) onStatus(status);
    }
  }
}

/**
 * The checkout machine's push watcher: tells it at once when the server settles the PIX.
 * A broken stream is simply dropped; the machine's 5 s polling still finds the payment.
 */
export function transactionWatcher(urlFor: (id: string) => string, token: () => string | null) {
  return fromCallback<CheckoutEvent, { gatewayTransactionId: string }>(({ sendBack, input }) => {
    const controller = new AbortController();
    readStatuses(urlFor(input.gatewayTransactionId), token(), controller.signal, (status) => {
      if (status === 'succeeded') sendBack({ type: 'pix.succeeded' });
    }).catch(() => undefined);
    return () => controller.abort();
  });
}
