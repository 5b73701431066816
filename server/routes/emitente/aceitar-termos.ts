import { AceitarTermosResponse, TERMS_ACCEPTED_MSG, TermosResponse } from '../../../domain/contract/terms';
import { acceptTerms, hasAcceptedTerms } from '../../members/terms';
import type { App } from '../../types';

/** The privacy terms: whether the member accepted them, and the acceptance (kept from the first time). */
export default async function aceitarTermos(app: App) {
  app.get(
    '/termos',
    { schema: { response: { 200: TermosResponse } }, config: { upperCase: true } },
    async (request) => ({
      RESULTADO: true as const,
      ACEITO: await hasAcceptedTerms(app.db, request.memberId),
    }),
  );

  app.post(
    '/aceitarTermos',
    { schema: { response: { 200: AceitarTermosResponse } }, config: { upperCase: true } },
    async (request) => {
      await acceptTerms(app.db, request.memberId);
      return { RESULTADO: true as const, MSG: TERMS_ACCEPTED_MSG };
    },
  );
}
