import { succeeded, type Outcome } from '../../domain/outcome';
import type { Db } from '../db/client';
import type { PaymentGateway } from '../gateways/payment/payment-gateway';
import type { CardHolder } from '../gateways/payment/payment-gateway-card';
import { readCardInput, type TypedCard } from './card-input';
import { saveCard, type CardRow, type TokenizedCard } from './member-cards';

/** Checks the typed card and hands it to the gateway; what comes back is safe to keep. */
export async function tokenizeTypedCard(
  gateway: PaymentGateway,
  input: TypedCard,
  now = new Date(),
  holder?: CardHolder,
): Promise<Outcome<TokenizedCard>> {
  const read = readCardInput(input, now);
  if (!read.ok) return read;
  const tokenized = await gateway.tokenizeCard(read.card, holder);
  if (!tokenized.ok) return tokenized;
  return succeeded({
    token: tokenized.value.token,
    brand: tokenized.value.brand,
    last4: tokenized.value.last4,
    expMonth: read.card.expMonth,
    expYear: read.card.expYear,
    holderName: read.card.holderName,
  });
}

export async function addCard(
  deps: { db: Db; gateway: PaymentGateway },
  memberId: number,
  input: TypedCard,
  now = new Date(),
  holder?: CardHolder,
): Promise<Outcome<CardRow>> {
  const tokenized = await tokenizeTypedCard(deps.gateway, input, now, holder);
  if (!tokenized.ok) return tokenized;
  return succeeded(await saveCard(deps.db, memberId, tokenized.value));
}
