import fp from 'fastify-plugin';
import { isPixApiGateway } from '../gateways/payment/pix-api-gateway';
import { reconcilePayments } from '../payments/reconcile';
import { createPixSweeper } from '../payments/received-pix';
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
  // With a real PSP, also what it received lately (GET /pix): a lost webhook of an attempt already expired here.
  const sweep = isPixApiGateway(app.gateway) ? createPixSweeper(app, app.gateway) : undefined;

  const run = () => {
    running ??= reconcilePayments(app)
      .then(async (result) => {
        if (result.checked > 0) app.log.info({ reconcile: result }, 'pending payments reconciled');
        const swept = await sweep?.();
        if (swept?.settled) app.log.info({ sweep: swept }, 'received PIX settled by the sweep');
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
