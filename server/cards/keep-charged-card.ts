import { failed, succeeded, type Outcome } from '../../domain/outcome';
import type { Db } from '../db/client';
import type { PaymentGateway } from '../gateways/payment/payment-gateway';
import type { CardData, CardHolder, CardToken } from '../gateways/payment/payment-gateway-card';
import { saveCard } from './member-cards';

/**
 * "Salvar cartão" after an approved charge (the card row's id): the token the gateway gave back with the payment,
 * else its tokenization call. A refusal (an Asaas account without tokenization) or an outage
 * keeps nothing and leaves the payment as it stands.
 */
export async function keepChargedCard(
  deps: { db: Db; gateway: PaymentGateway },
  memberId: number,
  card: CardData,
  holder: CardHolder | undefined,
  fromCharge: CardToken | undefined,
): Promise<Outcome<number>> {
  let token: CardToken;
  if (fromCharge) token = fromCharge;
  else {
    const tokenized = await deps.gateway
      .tokenizeCard(card, holder)
      .catch((error: unknown) => failed(error instanceof Error ? error.message : String(error)));
    if (!tokenized.ok) return failed(tokenized.message);
    token = tokenized.value;
  }
  const saved = await saveCard(deps.db, memberId, {
    token: token.token,
    brand: token.brand,
    last4: token.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    holderName: card.holderName,
  });
  return succeeded(saved.id);
}
