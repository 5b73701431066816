import { z } from 'zod';
import { AssemblyParams } from '../../../domain/contract/gestao-assemblies';
import { ReminderJobRun } from '../../../domain/contract/reminders';
import { issueDueCertificates } from '../../congress/due-certificates';
import { runReminders } from '../../dues/reminders';
import { endVotingNow } from '../../assemblies/end-voting-now';
import { isPixApiGateway } from '../../gateways/payment/pix-api-gateway';
import { reconcilePayments } from '../../payments/reconcile';
import { SWEEP_FIRST_LOOKBACK_MS, sweepReceivedPix } from '../../payments/received-pix';
import { whatsappDepsOf } from '../../messaging/whatsapp/whatsapp-deps';
import type { App } from '../../types';
import { runWhatsapp, whatsappPaymentsOf } from '../../whatsapp/run-whatsapp';

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

const CertificatesRun = z.object({ events: z.number().int(), issued: z.number().int() });
/** The day the job believes it is: "the day after the end" of an event that ends tomorrow. */
const CertificatesAt = z.object({ at: z.string().datetime({ offset: true }).optional() });

/** Runs jobs once, now, for demos and browser tests (a rerun does nothing twice). */
export default async function sandboxJobs(app: App) {
  app.post(
    '/jobs/lembretes',
    { schema: { response: { 200: ReminderJobRun } }, config: { ownVocabulary: true } },
    () => runReminders(app.db, app.config.publicUrl, new Date(), app.config.sandbox),
  );

  const WhatsappJobRun = z.object({
    events: z.number().int(),
    sent: z.number().int(),
    retried: z.number().int(),
    failed: z.number().int(),
  });
  app.post(
    '/jobs/whatsapp',
    { schema: { response: { 200: WhatsappJobRun } }, config: { ownVocabulary: true } },
    () => runWhatsapp(whatsappDepsOf(app.db, app.config), new Date(), whatsappPaymentsOf(app, app.config)),
  );

  app.post(
    '/jobs/certificados',
    {
      schema: { body: CertificatesAt, response: { 200: CertificatesRun } },
      config: { ownVocabulary: true },
    },
    (request) =>
      issueDueCertificates(
        app.db,
        app.config.publicUrl,
        request.body?.at ? new Date(request.body.at) : new Date(),
      ),
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

  // Closes one open vote now (its end brought to this moment), as the `assembleias` job would.
  app.post(
    '/jobs/assembleias/:assemblyId/encerrar',
    {
      schema: { params: AssemblyParams, response: { 200: z.object({ closed: z.number().int() }) } },
      config: { ownVocabulary: true },
    },
    (request) => endVotingNow(app.db, request.params.assemblyId, app.config.publicUrl),
  );
}
