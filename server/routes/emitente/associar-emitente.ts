import { AssociarEmitenteBody, AssociarEmitenteResponse } from '../../../domain/contract/profile';
import { requestAssociation } from '../../associations/request-association';
import type { App } from '../../types';

/** The QR scan screen: answers resultado/msg (lower case, as the spec's call does). */
export default async function associarEmitente(app: App) {
  app.post(
    '/associarEmitente',
    {
      schema: { body: AssociarEmitenteBody, response: { 200: AssociarEmitenteResponse } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const result = await requestAssociation(app.db, request.memberId, request.body.QRCODE);
      return { resultado: result.ok, msg: result.ok ? result.value : result.message };
    },
  );
}
