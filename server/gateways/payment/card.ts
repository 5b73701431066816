import { cardNumberValid, type CardBrand } from '../../../domain/card-number';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';

export type SandboxCard = {
  number: string;
  brand: CardBrand;
  /** What the sandbox answers a charge of this card: approved, or declined with the card bank's message. */
  outcome: Outcome;
  description: string;
};

export const INVALID_CARD_NUMBER_MESSAGE = 'The card number is not a valid credit card number.';
export const DECLINED_BY_ISSUER_MESSAGE = 'Transação recusada pelo banco emissor.';

export const SANDBOX_CARDS: readonly SandboxCard[] = [
  { number: '4111111111111111', brand: 'Visa', outcome: succeeded(undefined), description: 'Aprovado' },
  { number: '5555555555554444', brand: 'MasterCard', outcome: succeeded(undefined), description: 'Aprovado' },
  {
    number: '4000000000000002',
    brand: 'Visa',
    outcome: failed(DECLINED_BY_ISSUER_MESSAGE),
    description: 'Recusado pelo banco emissor',
  },
];

function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

export function last4(number: string): string {
  return cardDigits(number).slice(-4);
}

export function sandboxCardOutcome(number: string): Outcome {
  const digits = cardDigits(number);
  if (!cardNumberValid(digits)) return failed(INVALID_CARD_NUMBER_MESSAGE);
  return SANDBOX_CARDS.find((card) => card.number === digits)?.outcome ?? succeeded(undefined);
}
