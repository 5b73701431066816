import { ResultMsgResponse, SelecionarPrincipalBody } from '../../../domain/contract/wallet';
import { COMMON_MSG } from '../../../domain/messages';
import { selectMainCard } from '../../cards/member-cards';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';

export default async function selecionarPrincipal(app: App) {
  app.post(
    '/selecionarPrincipal',
    {
      schema: { body: SelecionarPrincipalBody, response: { 200: ResultMsgResponse } },
      config: { upperCase: true },
    },
    async (request, reply) => {
      const done = await selectMainCard(app.db, request.memberId, request.body.ID_ZOOP_EMITENTE_CARTAO);
      if (!done) return sendError(request, reply, 404, ERRORS.notFound);
      return { RESULTADO: true, MSG: COMMON_MSG.mainCardChanged };
    },
  );
}
