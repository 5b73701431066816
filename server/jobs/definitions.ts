import { closeEndedAssemblies } from '../assemblies/close-assemblies';
import { issueDueCertificates } from '../congress/due-certificates';
import { withdrawAbandonedPurchases } from '../cash-flow/withdraw-purchase';
import { createNextYearAnnuities } from '../dues/annuities';
import { applyCategoryPromotions } from '../dues/category-promotion';
import { runReminders } from '../dues/reminders';
import { applyScheduledCategoryChanges } from '../dues/scheduled-category-changes';
import { deliverQueued } from '../messaging/deliver-queued';
import { whatsappDepsOf } from '../messaging/whatsapp/whatsapp-deps';
import { runWhatsapp, whatsappPaymentsOf } from '../whatsapp/run-whatsapp';
import { sendDueRecurringCharges } from '../recurring/send-due-charges';
import { deleteAbandonedUploads } from '../uploads/abandoned-uploads';
import { createUploadStore } from '../uploads/upload-store';
import { keepClosedMonths } from '../gestao/health/keep-closed-months';
import type { JobDefinition } from './job';
import { applicantDocumentsJob, asaasCustomerRemovalsJob, recurringCancellationsJob } from './privacy-jobs';

/** The dues reminders of the day (8:00 in São Paulo); a rerun sends nothing twice. */
const reminderJob: JobDefinition = {
  name: 'lembretes',
  cron: '0 8 * * *',
  retryLimit: 5,
  retryDelaySeconds: 60,
  expireInSeconds: 15 * 60,
  run: ({ db, config, now }) => runReminders(db, config.publicUrl, now(), config.sandbox),
};

/** What the jobs queued goes out through SMTP and Web Push, every minute. */
const deliveryJob: JobDefinition = {
  name: 'mensagens',
  cron: '* * * * *',
  retryLimit: 3,
  retryDelaySeconds: 30,
  expireInSeconds: 5 * 60,
  run: ({ db, transport, push }) => deliverQueued(db, { transport, push }),
};

/** WhatsApp: the webhook's statuses and replies handled, then what is queued sent (Cloud API, paced), every minute. */
const whatsappJob: JobDefinition = {
  name: 'whatsapp',
  cron: '* * * * *',
  retryLimit: 3,
  retryDelaySeconds: 30,
  expireInSeconds: 10 * 60,
  run: ({ db, config, now, payments }) =>
    runWhatsapp(
      whatsappDepsOf(db, config),
      now(),
      payments ? whatsappPaymentsOf(payments, config) : undefined,
    ),
};

/** Purchases left unpaid once nothing of theirs can still be paid are withdrawn, every hour. */
const abandonedPurchasesJob: JobDefinition = {
  name: 'desistencias',
  cron: '15 * * * *',
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 10 * 60,
  run: ({ db, now }) => withdrawAbandonedPurchases(db, now()),
};

/**
 * Category changes staff scheduled take effect on their day, just after midnight in São Paulo,
 * before the promotions and the annuities (which then see the category of the day).
 */
export const scheduledCategoriesJob: JobDefinition = {
  name: 'categorias',
  cron: '1 0 * * *',
  retryLimit: 5,
  retryDelaySeconds: 60,
  expireInSeconds: 15 * 60,
  run: ({ db, now }) => applyScheduledCategoryChanges(db, now()),
};

/** Each category's promotion rule (the demo's Aspirante: 2 years, Titular, SPEC §9), every day just after midnight in São Paulo. */
export const promotionJob: JobDefinition = {
  name: 'promocoes',
  cron: '5 0 * * *',
  retryLimit: 5,
  retryDelaySeconds: 60,
  expireInSeconds: 15 * 60,
  run: ({ db, now }) => applyCategoryPromotions(db, now()),
};

/**
 * From 1 December, next year's annuity for every active member who lacks it, every day after the
 * promotions (so it is priced in the category the member has that day).
 */
export const nextYearAnnuitiesJob: JobDefinition = {
  name: 'anuidades',
  cron: '30 0 * * *',
  retryLimit: 5,
  retryDelaySeconds: 60,
  expireInSeconds: 30 * 60,
  run: ({ db, now }) => createNextYearAnnuities(db, now()),
};

/** Files uploaded by sign-ups that never finished (no registration took them), every hour. */
const abandonedUploadsJob: JobDefinition = {
  name: 'arquivos',
  cron: '50 * * * *',
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 10 * 60,
  run: async ({ db, config, now }) => deleteAbandonedUploads(db, await createUploadStore(config), now()),
};

/**
 * Pix Automático: each due item of an active authorization goes to the PSP as a recurring charge
 * 2 to 10 days before its due date, once (recurring_charges' unique key); a charge the PSP did not
 * take is sent again at the next hourly runs.
 */
const recurringChargesJob: JobDefinition = {
  name: 'debito-automatico',
  cron: '40 * * * *',
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 15 * 60,
  run: ({ payments, now }) => {
    if (!payments) throw new Error('debito-automatico needs the payment gateways: run it in the server.');
    return sendDueRecurringCharges(payments, now());
  },
};

/** The certificates of the events that ended before today, once per event, just after midnight. */
export const eventCertificatesJob: JobDefinition = {
  name: 'certificados',
  cron: '20 0 * * *',
  retryLimit: 5,
  retryDelaySeconds: 60,
  expireInSeconds: 30 * 60,
  run: ({ db, config, now }) => issueDueCertificates(db, config.publicUrl, now()),
};

/**
 * "Payment settled": the handlers that did not run right after the commit (the process died, or a
 * handler failed and waits for its retry) run here, every minute; an event younger than 10 s is
 * left to the process that settled it.
 */
export const paymentSettledJob: JobDefinition = {
  name: 'efeitos-pagamento',
  cron: '* * * * *',
  retryLimit: 3,
  retryDelaySeconds: 30,
  expireInSeconds: 10 * 60,
  run: ({ payments }) => {
    if (!payments?.settledEffects)
      throw new Error('efeitos-pagamento needs the server: run it in the server.');
    return payments.settledEffects.runDue({ olderThanMs: 10_000 });
  },
};

/** Votes whose "Encerramento da votação" passed are closed and counted, within a minute; once each. */
export const assemblyClosingJob: JobDefinition = {
  name: 'assembleias',
  cron: '* * * * *',
  retryLimit: 3,
  retryDelaySeconds: 20,
  expireInSeconds: 5 * 60,
  run: ({ db, config, now }) => closeEndedAssemblies(db, config.publicUrl, now()),
};

/** "Saúde da associação": each closed month end's Adimplência kept ready, after the night's category jobs. */
export const healthStandingJob: JobDefinition = {
  name: 'saude',
  cron: '45 0 * * *',
  retryLimit: 3,
  retryDelaySeconds: 120,
  expireInSeconds: 30 * 60,
  run: ({ db, now }) => keepClosedMonths(db, now()),
};

export const JOBS: readonly JobDefinition[] = [
  reminderJob,
  deliveryJob,
  whatsappJob,
  abandonedPurchasesJob,
  scheduledCategoriesJob,
  promotionJob,
  nextYearAnnuitiesJob,
  abandonedUploadsJob,
  applicantDocumentsJob,
  recurringChargesJob,
  recurringCancellationsJob,
  asaasCustomerRemovalsJob,
  eventCertificatesJob,
  paymentSettledJob,
  assemblyClosingJob,
  healthStandingJob,
];
