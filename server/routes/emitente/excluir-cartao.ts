import { ResultMsgResponse, SelecionarPrincipalBody } from '../../../domain/contract/wallet';
import { WALLET_MSG } from '../../../domain/wallet-messages';
import { removeCard } from '../../cards/member-cards';
import { sendError } from '../../plugins/errors';
import type { App } from '../../types';

/**
 * The cards panel's remove action: named and shaped like its siblings of SPEC §7's Emitente area
 * (selecionarPrincipal, excluirEndereco), so the app's card calls speak one vocabulary.
 */
export default async function excluirCartao(app: App) {
  app.post(
    '/excluirCartao',
    {
      schema: { body: SelecionarPrincipalBody, response: { 200: ResultMsgResponse } },
      config: { upperCase: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const removed = await removeCard(app, request.memberId, request.body.ID_ZOOP_EMITENTE_CARTAO);
      if (!removed.ok) {
        if (removed.status === 404) return sendError(request, reply, 404, removed.message);
        return { RESULTADO: false, MSG: removed.message };
      }
      return { RESULTADO: true, MSG: WALLET_MSG.cardRemoved };
    },
  );
}
