import { AccessLog, ConsentList } from '../../../domain/contract/privacy-log';
import { memberAccessLog } from '../../privacy/access-log';
import { memberConsents } from '../../privacy/member-consents';
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

  // "Quem acessou meus dados": the staff who opened the member's record in the last 12 months.
  app.get(
    '/acessos',
    { schema: { response: { 200: AccessLog } }, config: { ownVocabulary: true } },
    async (request) => ({ views: await memberAccessLog(app.db, request.memberId, new Date()) }),
  );

  // "Consentimentos": each consent given, with its words; WhatsApp is revoked by its own opt-out.
  app.get(
    '/consentimentos',
    { schema: { response: { 200: ConsentList } }, config: { ownVocabulary: true } },
    async (request) => ({ consents: await memberConsents(app.db, request.memberId) }),
  );

  await app.register(privacyRequestRoutes);
}
