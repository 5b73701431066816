import type { ComponentType, ReactNode } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { checkoutMachine } from '../../machines/checkout.machine';

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;
export type CheckoutSend = ActorRefFrom<typeof checkoutMachine>['send'];

/** What the checkout shows about the item being paid (SPEC §2 Checkout). */
export interface CheckoutItem {
  amountCentavos: number;
  description: string;
  /** DD/MM/YYYY. */
  dueDate: string;
  /** The member's single item: only then may Pix Automático be offered. */
  itemId?: number | undefined;
}

export interface SavedCard {
  id: number;
  brand: string;
  last4: string;
}

/** What a payment screen hands the checkout: the machine it runs, and the item. */
export interface CheckoutProps {
  snapshot: CheckoutSnapshot;
  send: CheckoutSend;
  item: CheckoutItem;
  /** What makes up the amount (an early price's last day, fine and interest, each item of a set). */
  notes?: readonly string[];
  /** The member's main card, offered before a new one; public buyers have none. */
  savedCard?: SavedCard | null;
  /** Members may keep the new card for later payments. */
  canSaveCard?: boolean;
  /** Shown while the machine waits for the member's PIN. */
  pinStep?: ReactNode;
  /** Dismissing the success alert once paid. */
  onPaidDismissed: () => void;
}

/**
 * The checkout (src/features/checkout) as the payment screens of other features receive it from
 * src/app: features never import each other.
 */
export type CheckoutComponent = ComponentType<CheckoutProps>;
