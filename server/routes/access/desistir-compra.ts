import { WithdrawPurchaseBody } from '../../../domain/contract/access';
import { WithdrawalDone } from '../../../domain/contract/tickets';
import { answer } from '../../plugins/errors';
import { withdrawPurchase } from '../../purchases/cdc-withdrawal';
import type { App } from '../../types';

/**
 * "Confirmar desistência" (CDC art. 49, our own call): the public buyer withdraws their paid
 * purchase, proved theirs by its reference (as "Compra concluída"); everything paid goes back (a
 * boleto's by PIX, to the key sent with it).
 */
export default async function desistirCompra(app: App) {
  app.post(
    '/desistir-compra',
    {
      schema: { body: WithdrawPurchaseBody, response: { 200: WithdrawalDone } },
      config: { ownVocabulary: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { itemId, hash, reference, refundPixKey } = request.body;
      return answer(
        request,
        reply,
        await withdrawPurchase(app, { reference: { itemId, hash, reference } }, refundPixKey),
      );
    },
  );
}
