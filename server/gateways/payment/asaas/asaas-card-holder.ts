import type { CardHolder, CardToken } from '../payment-gateway-card';
import { BRANDS, type AsaasPayment } from './asaas-payment';
import type { AsaasAnswer } from './asaas-client';
import type { AsaasPayer } from './asaas-customers';
import { ASAAS_MSG } from './asaas-messages';

export const holderless = (holder: CardHolder | undefined): holder is undefined =>
  !holder || !holder.email || !holder.phone || !holder.postalCode || !holder.addressNumber;

export const declined = (answer: AsaasAnswer<unknown>) =>
  answer.ok ? ASAAS_MSG.cardDeclined : answer.message || ASAAS_MSG.cardDeclined;

export const payerOf = (holder: CardHolder): AsaasPayer => ({
  name: holder.name,
  cpfCnpj: holder.cpfCnpj,
  email: holder.email,
  mobilePhone: holder.phone,
});

/**
 * Why a card could not be kept: an account without tokenization (a new production account until
 * Asaas approves it) is told so in our words, any other refusal in Asaas's.
 */
export const tokenRefused = (answer: AsaasAnswer<unknown>) =>
  !answer.ok && (answer.status === 403 || answer.codes.includes('insufficient_permission'))
    ? ASAAS_MSG.tokenizationDisabled
    : declined(answer);

/** The card token an approved card payment's answer carries, if any (creditCard.creditCardToken). */
export function tokenOfAnswer(payment: AsaasPayment, typedNumber: string): CardToken | undefined {
  const card = payment.creditCard;
  if (!card?.creditCardToken) return undefined;
  return {
    token: card.creditCardToken,
    brand: BRANDS[card.creditCardBrand ?? ''] ?? 'Outra',
    last4: (card.creditCardNumber ?? typedNumber).slice(-4),
  };
}
