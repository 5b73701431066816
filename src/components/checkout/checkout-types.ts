import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { checkoutMachine } from '../../../machines/checkout.machine';

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;
export type CheckoutSend = ActorRefFrom<typeof checkoutMachine>['send'];

/** What the checkout shows about the item being paid (SPEC §2 Checkout). */
export interface CheckoutItem {
  amountCentavos: number;
  description: string;
  /** DD/MM/YYYY. */
  dueDate: string;
}

export interface SavedCard {
  id: number;
  brand: string;
  last4: string;
}
