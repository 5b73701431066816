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
