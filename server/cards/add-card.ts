import type { Db } from '../db/client';
import type { PaymentGateway } from '../gateways/payment/payment-gateway';
import type { CardHolder } from '../gateways/payment/payment-gateway-card';
import { readCardInput, type TypedCard } from './card-input';
import { saveCard, type CardRow } from './member-cards';

export type TokenizeOutcome =
  | {
      ok: true;
      token: string;
      brand: string;
      last4: string;
      expMonth: number;
      expYear: number;
      holderName: string;
    }
  | { ok: false; message: string };

/** Checks the typed card and hands it to the gateway; what comes back is safe to keep. */
export async function tokenizeTypedCard(
  gateway: PaymentGateway,
  input: TypedCard,
  now = new Date(),
  holder?: CardHolder,
): Promise<TokenizeOutcome> {
  const read = readCardInput(input, now);
  if (!read.ok) return read;
  const tokenized = await gateway.tokenizeCard(read.card, holder);
  if (!tokenized.ok) return tokenized;
  return {
    ok: true,
    token: tokenized.token,
    brand: tokenized.brand,
    last4: tokenized.last4,
    expMonth: read.card.expMonth,
    expYear: read.card.expYear,
    holderName: read.card.holderName,
  };
}

export async function addCard(
  deps: { db: Db; gateway: PaymentGateway },
  memberId: number,
  input: TypedCard,
  now = new Date(),
  holder?: CardHolder,
): Promise<{ ok: true; card: CardRow } | { ok: false; message: string }> {
  const tokenized = await tokenizeTypedCard(deps.gateway, input, now, holder);
  if (!tokenized.ok) return tokenized;
  return { ok: true, card: await saveCard(deps.db, memberId, tokenized) };
}
