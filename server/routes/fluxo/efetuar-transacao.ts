import { methodOfWire } from '../../../domain/payment-methods';
import { EfetuarTransacaoBody, EfetuarTransacaoResponse } from '../../../domain/contract/fluxo';
import { WALLET_MSG } from '../../../domain/wallet-messages';
import { cardHolderOf } from '../../cards/card-holder';
import { cardReference, resolveCardSource } from '../../cards/card-source';
import { IDEMPOTENCY_KEY_RE } from '../../payments/idempotency';
import { payItem } from '../../payments/pay-item';
import { paymentPinStatus } from '../../pin/member-pin';
import { verifyPinToken } from '../../pin/pin-token';
import { answer, ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';
import { payingCardOf } from './card-wire';
import { toEfetuarTransacao } from './transaction-wire';

export default async function efetuarTransacao(app: App) {
  app.post(
    '/efetuarTransacao',
    {
      schema: { body: EfetuarTransacaoBody, response: { 200: EfetuarTransacaoResponse } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { ID_FLUXO_DE_CAIXA, ID_FLUXOS_DE_CAIXA, TIPO, PARCELAS, TOKEN_PIN, CARTAO } = request.body;
      const memberId = request.memberId;

      if (ID_FLUXOS_DE_CAIXA && ID_FLUXOS_DE_CAIXA[0] !== ID_FLUXO_DE_CAIXA) {
        return sendError(request, reply, 400, ERRORS.invalidField('ID_FLUXOS_DE_CAIXA'));
      }
      const rawKey = request.headers['idempotency-key'];
      if (rawKey !== undefined && (typeof rawKey !== 'string' || !IDEMPOTENCY_KEY_RE.test(rawKey))) {
        return sendError(request, reply, 400, ERRORS.invalidField('Idempotency-Key'));
      }

      const pin = await paymentPinStatus(app.db, memberId);
      if (!pin.ok) return { RESULTADO: false, MSG: pin.message };
      if (!TOKEN_PIN || !verifyPinToken(app, TOKEN_PIN, memberId, pin.tokenVersion, request.sessionId)) {
        return { RESULTADO: false, MSG: WALLET_MSG.pinTokenRequired };
      }

      const card = payingCardOf(CARTAO);
      const outcome = await payItem(app, {
        memberId,
        itemIds: ID_FLUXOS_DE_CAIXA ?? [ID_FLUXO_DE_CAIXA],
        method: methodOfWire(TIPO),
        installments: PARCELAS,
        idempotencyKey: rawKey,
        cardReference: cardReference(card),
        resolveCard: async () =>
          resolveCardSource(
            { db: app.db },
            memberId,
            card,
            new Date(),
            await cardHolderOf(app.db, memberId, request.ip),
          ),
      });
      if (!outcome.ok) return answer(request, reply, outcome);
      return toEfetuarTransacao(outcome.value);
    },
  );
}
