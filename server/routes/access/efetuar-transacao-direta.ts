import { DEBITO_MSG } from '../../../domain/debito-automatico-messages';
import { methodOfWire } from '../../../domain/payment-methods';
import { EfetuarTransacaoDiretaBody } from '../../../domain/contract/access';
import { EfetuarTransacaoResponse } from '../../../domain/contract/fluxo';
import { toWireDateTime } from '../../../domain/dates';
import { salesEnded } from '../../../domain/purchase-messages';
import { WALLET_MSG } from '../../../domain/wallet-messages';
import { cardHolderOf } from '../../cards/card-holder';
import { cardReference, typedCardSource } from '../../cards/card-source';
import { IDEMPOTENCY_KEY_RE } from '../../payments/idempotency';
import { payItem, type CardSource } from '../../payments/pay-item';
import { findReferencedItem } from '../../purchases/referenced-item';
import { answer, ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';
import { typedCardOf } from '../fluxo/card-wire';
import { toEfetuarTransacao } from '../fluxo/transaction-wire';

/**
 * Public checkout: pays the referenced item through the members' payment service (amount from
 * the database, one charge per item, Idempotency-Key). No PIN: the reference stands in for the
 * login, and only a card typed now is accepted, never one saved by a member.
 */
export default async function efetuarTransacaoDireta(app: App) {
  app.post(
    '/efetuarTransacaoDireta',
    {
      schema: { body: EfetuarTransacaoDiretaBody, response: { 200: EfetuarTransacaoResponse } },
      config: { upperCase: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { ID_FLUXO_DE_CAIXA, ID_EMITENTE_ML, TIPO, PARCELAS, CARTAO, HASH, REFERENCIA } = request.body;

      const rawKey = request.headers['idempotency-key'];
      if (rawKey !== undefined && (typeof rawKey !== 'string' || !IDEMPOTENCY_KEY_RE.test(rawKey))) {
        return sendError(request, reply, 400, ERRORS.invalidField('Idempotency-Key'));
      }

      const item = await findReferencedItem(app.db, {
        itemId: ID_FLUXO_DE_CAIXA,
        hash: HASH,
        reference: REFERENCIA,
        associationId: ID_EMITENTE_ML,
      });
      if (!item) return sendError(request, reply, 404, ERRORS.notFound);
      if (!item.paidAt && item.productEndsAt && Date.now() > item.productEndsAt.getTime()) {
        return { RESULTADO: false, MSG: salesEnded(toWireDateTime(item.productEndsAt)) };
      }

      // Pix Automático authorizes a member's later dues: a buyer has none.
      if (methodOfWire(TIPO) === 'pixAutomatico') return { RESULTADO: false, MSG: DEBITO_MSG.notForBuyers };

      const typedCard = CARTAO && typedCardOf(CARTAO);
      // Charged in one call and kept nowhere: the buyer's own row holds what a PSP asks of the card
      // holder (Asaas creditCardHolderInfo), the request its address (remoteIp).
      const resolveCard = async (): Promise<CardSource> => {
        if (!typedCard) return { ok: false, message: WALLET_MSG.cardMissing };
        const holder = await cardHolderOf(app.db, item.memberId, request.ip);
        return typedCardSource(typedCard, null, new Date(), holder);
      };
      const outcome = await payItem(app, {
        memberId: item.memberId,
        itemIds: [item.id],
        method: methodOfWire(TIPO),
        installments: PARCELAS,
        idempotencyKey: rawKey,
        cardReference: cardReference(typedCard && { typedCard, save: false }),
        resolveCard,
      });
      if (!outcome.ok) return answer(request, reply, outcome);
      return toEfetuarTransacao(outcome.value);
    },
  );
}
