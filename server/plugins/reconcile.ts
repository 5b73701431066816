import fp from 'fastify-plugin';
import { isAsaasGateway } from '../gateways/payment/asaas/asaas-gateway';
import { isPixApiGateway } from '../gateways/payment/pix-api-gateway';
import { sweepAssociationsAsaasPayments } from '../payments/asaas-association-sweep';
import { sweepAsaasPayments } from '../payments/asaas-sweep';
import { createFormerPixSweeper } from '../payments/former-pix-accounts';
import { refreshInvoices } from '../invoices/refresh-invoices';
import { sweepTransfersUnderWay } from '../purchases/pix-key-transfer-outcome';
import { reconcilePayments } from '../payments/reconcile';
import { createAssociationPixSweeper, createPixSweeper } from '../payments/received-pix';
import type { App } from '../types';

const DEFAULT_RECONCILE_INTERVAL_MS = 60_000;

/**
 * Settles what a crash or a lost webhook left pending: once when the server is ready, then every
 * intervalMs. A run never overlaps the previous one; the timer stops when the app closes.
 */
export const reconcilePlugin = fp(async (app: App, opts: { intervalMs?: number }) => {
  const intervalMs = opts.intervalMs ?? DEFAULT_RECONCILE_INTERVAL_MS;
  let running: Promise<void> | undefined;
  let reconcileTimer: NodeJS.Timeout | undefined;
  // With a real PSP, also what it received lately (GET /pix): a lost webhook of an attempt already
  // expired here. The environment's account, and each association's own.
  const sweep = isPixApiGateway(app.gateway) ? createPixSweeper(app, app.gateway) : undefined;
  const sweepAssociations = createAssociationPixSweeper(app);
  // And the accounts associations left that still hold charges of ours that may yet be paid.
  const sweepFormer = createFormerPixSweeper(app);

  /** Each step on its own: one that fails (a PSP down) neither stops the others nor the next run. */
  const step = async (name: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      app.log.error({ err: error }, `${name} failed`);
    }
  };
  const asaas = isAsaasGateway(app.gateway) ? app.gateway : undefined;
  const runOnce = async () => {
    if (asaas) {
      await step('Asaas sweep', async () => {
        const swept = await sweepAsaasPayments(app, asaas);
        if (swept.recovered || swept.withdrawn) app.log.info({ asaas: swept }, 'Asaas payments swept');
      });
    }
    await step('associations’ Asaas sweep', async () => {
      const swept = await sweepAssociationsAsaasPayments(app);
      if (swept.recovered || swept.withdrawn)
        app.log.info({ asaas: swept }, 'associations’ Asaas payments swept');
    });
    await step('payment reconciliation', async () => {
      const result = await reconcilePayments(app);
      if (result.checked > 0) app.log.info({ reconcile: result }, 'pending payments reconciled');
    });
    if (sweep) {
      await step('received PIX sweep', async () => {
        const swept = await sweep();
        if (swept.settled) app.log.info({ sweep: swept }, 'received PIX settled by the sweep');
      });
    }
    await step('associations’ received PIX sweep', async () => {
      const swept = await sweepAssociations();
      if (swept.settled) app.log.info({ sweep: swept }, 'associations’ received PIX settled by the sweep');
    });
    await step('service invoices', async () => {
      const invoices = await refreshInvoices(app);
      if (invoices.sent || invoices.changed) app.log.info({ invoices }, 'service invoices refreshed');
    });
    await step('PIX transfers under way', async () => {
      const transfers = await sweepTransfersUnderWay(app);
      if (transfers.checked) app.log.info({ transfers }, 'PIX transfers under way checked');
    });
    await step('former accounts’ received PIX sweep', async () => {
      const swept = await sweepFormer();
      if (swept.settled)
        app.log.info({ sweep: swept }, 'received PIX of former accounts settled by the sweep');
    });
  };

  const run = () => {
    running ??= runOnce().finally(() => {
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
