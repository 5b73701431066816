import type { PaymentMethodId } from '../../../domain/payment-methods';
import { boletoCharge } from './boleto-charge';
import { cardCharge } from './card-charge';
import type { MethodCharge } from './method-charge';
import { pixAutomaticoCharge } from './pix-automatico-charge';
import { pixCharge } from './pix-charge';

/** How the server charges each method of domain/payment-methods.ts, keyed by its ids. */
export const methodCharges: { readonly [M in PaymentMethodId]: MethodCharge } = {
  pix: pixCharge,
  boleto: boletoCharge,
  card: cardCharge,
  pixAutomatico: pixAutomaticoCharge,
};
