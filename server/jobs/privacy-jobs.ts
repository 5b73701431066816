import { removeErasedAsaasCustomers } from '../payments/asaas-customer-removal';
import type { PaymentDeps } from '../payments/payment-deps';
import { cancelEndedAuthorizationsAtPsp } from '../recurring/cancel-at-psp';
import { deleteExpiredApplicantDocuments } from '../privacy/applicant-documents';
import { createUploadStore } from '../uploads/upload-store';
import type { JobDefinition } from './job';

/**
 * LGPD retention (docs/privacy.md): the documents of applicants refused or abandoned 180 days ago
 * are deleted with their files, every night at 3:30; a rerun finds nothing more.
 */
export const applicantDocumentsJob: JobDefinition = {
  name: 'documentos-candidatos',
  cron: '30 3 * * *',
  retryLimit: 3,
  retryDelaySeconds: 120,
  expireInSeconds: 30 * 60,
  run: async ({ db, config, now, log }) => {
    const result = await deleteExpiredApplicantDocuments(db, await createUploadStore(config), now());
    log.info({ job: 'documentos-candidatos', ...result }, 'applicant documents deleted');
    return result;
  },
};

/**
 * What the PSP could not take right after an erasure (it is asked then, in afterErasure), asked
 * again every 5 minutes; each row waits longer after each failure (server/payments/psp-retry.ts).
 */
function afterErasureRetries(
  name: string,
  retry: (payments: PaymentDeps, now: Date) => Promise<unknown>,
): JobDefinition {
  return {
    name,
    cron: '*/5 * * * *',
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 10 * 60,
    run: ({ payments, now }) => {
      if (!payments) throw new Error(`${name} needs the payment gateways: run it in the server.`);
      return retry(payments, now());
    },
  };
}

/** Pix Automático authorizations an erasure ended: the PSP cancels them. */
export const recurringCancellationsJob = afterErasureRetries('debito-automatico-encerrar', (payments, now) =>
  cancelEndedAuthorizationsAtPsp(payments, { now }),
);

/** The Asaas customers of erased people: Asaas removes them. */
export const asaasCustomerRemovalsJob = afterErasureRetries('clientes-asaas-remover', (payments, now) =>
  removeErasedAsaasCustomers(payments, { now }),
);
