import { SalvarCartaoBody, SalvarCartaoResponse } from '../../../domain/contract/wallet';
import { WALLET_MSG } from '../../../domain/wallet-messages';
import { addCard } from '../../cards/add-card';
import { cardHolderOf } from '../../cards/card-holder';
import type { App } from '../../types';
import { toCartao, typedCardOf } from '../fluxo/card-wire';

export default async function salvarCartao(app: App) {
  app.post(
    '/salvarCartao',
    {
      schema: { body: SalvarCartaoBody, response: { 200: SalvarCartaoResponse } },
      config: { upperCase: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const holder = await cardHolderOf(app.db, request.memberId, request.ip);
      const added = await addCard(app, request.memberId, typedCardOf(request.body), new Date(), holder);
      if (!added.ok) return { RESULTADO: false, MSG: added.message };
      return { RESULTADO: true, MSG: WALLET_MSG.cardSaved, CARTAO: toCartao(added.value) };
    },
  );
}
