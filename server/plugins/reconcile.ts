import fp from 'fastify-plugin';
import { reconcilePayments } from '../payments/reconcile';
import type { App } from '../types';

export const DEFAULT_RECONCILE_INTERVAL_MS = 60_000;

/**
 * Settles what a crash or a lost webhook left pending: once when the server is ready, then every
 * intervalMs. A run never overlaps the previous one; the timer stops when the app closes.
 */
export const reconcilePlugin = fp(async (app: App, opts: { intervalMs?: number }) => {
  const intervalMs = opts.intervalMs ?? DEFAULT_RECONCILE_INTERVAL_MS;
  let running: Promise<void> | undefined;
  let reconcileTimer: NodeJS.Timeout | undefined;

  const run = () => {
    running ??= reconcilePayments(app)
      .then((result) => {
        if (result.checked > 0) app.log.info({ reconcile: result }, 'pending payments reconciled');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'payment reconciliation failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  app.addHook('onReady', async () => {
    void run();
    reconcileTimer = setInterval(() => void run(), intervalMs);
  });
  app.addHook('onClose', async () => {
    clearInterval(reconcileTimer);
    await running;
  });
});
