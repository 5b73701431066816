import { z } from 'zod';
import { ReminderJobRun } from '../../../domain/contract/reminders';
import { runReminders } from '../../dues/reminders';
import { isPixApiGateway } from '../../gateways/payment/pix-api-gateway';
import { reconcilePayments } from '../../payments/reconcile';
import { SWEEP_FIRST_LOOKBACK_MS, sweepReceivedPix } from '../../payments/received-pix';
import type { App } from '../../types';

const ReconciliationRun = z.object({
  /** Pending transactions asked at the gateway, and how each ended. */
  reconciled: z.object({
    checked: z.number().int(),
    succeeded: z.number().int(),
    failed: z.number().int(),
    expired: z.number().int(),
  }),
  /** With PAYMENT_GATEWAY=pix-api: the Pix the PSP received in the last day (GET /pix), and those settled. */
  swept: z.object({ seen: z.number().int(), settled: z.number().int() }).nullable(),
});

/** Runs jobs once, now, for demos and browser tests (a rerun does nothing twice). */
export default async function sandboxJobs(app: App) {
  app.post(
    '/jobs/lembretes',
    { schema: { response: { 200: ReminderJobRun } }, config: { ownVocabulary: true } },
    () => runReminders(app.db, app.config.publicUrl),
  );

  // What the periodic reconciliation does (plugins/reconcile): pending payments asked at the gateway,
  // then, with a real PSP, the day's received Pix swept for what a lost webhook missed.
  app.post(
    '/jobs/conciliacao',
    { schema: { response: { 200: ReconciliationRun } }, config: { ownVocabulary: true } },
    async () => {
      const now = new Date();
      const reconciled = await reconcilePayments(app, now);
      const gateway = app.gateway;
      const swept = isPixApiGateway(gateway)
        ? await sweepReceivedPix(app, gateway, new Date(now.getTime() - SWEEP_FIRST_LOOKBACK_MS), now)
        : null;
      return { reconciled, swept };
    },
  );
}
