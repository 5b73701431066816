import { removeErasedAsaasCustomers } from '../payments/asaas-customer-removal';
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
 * Pix Automático authorizations an erasure ended: the PSP is told to cancel them right after the
 * erasure; what it could not take then is asked again here, every 5 minutes, with backoff.
 */
export const recurringCancellationsJob: JobDefinition = {
  name: 'debito-automatico-encerrar',
  cron: '*/5 * * * *',
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 10 * 60,
  run: ({ payments, now }) => {
    if (!payments)
      throw new Error('debito-automatico-encerrar needs the payment gateways: run it in the server.');
    return cancelEndedAuthorizationsAtPsp(payments, { now: now() });
  },
};

/**
 * The Asaas customers of erased people: Asaas is asked to remove them right after the erasure;
 * what it could not take then is asked again here, every 5 minutes, with backoff.
 */
export const asaasCustomerRemovalsJob: JobDefinition = {
  name: 'clientes-asaas-remover',
  cron: '*/5 * * * *',
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 10 * 60,
  run: ({ payments, now }) => {
    if (!payments)
      throw new Error('clientes-asaas-remover needs the payment gateways: run it in the server.');
    return removeErasedAsaasCustomers(payments, { now: now() });
  },
};
