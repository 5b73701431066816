import { memberDataExport } from '../../privacy/member-data-export';
import { PERSONAL_DATA } from '../../personal-data-sources';
import type { App } from '../../types';
import privacyRequestRoutes from './requests';

/** /api/privacidade: the member's rights over their data (LGPD art. 18), their own only. */
export default async function privacyRoutes(app: App) {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/meus-dados',
    { config: { ownVocabulary: true, rateLimit: { max: 3, timeWindow: '1 hour' } } },
    async (request, reply) => {
      const zip = await memberDataExport(
        { db: app.db, uploadStore: app.uploadStore, sources: PERSONAL_DATA },
        request.memberId,
        new Date(),
      );
      return reply
        .type('application/zip')
        .header('content-disposition', 'attachment; filename="meus-dados-quita.zip"')
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip));
    },
  );

  await app.register(privacyRequestRoutes);
}
