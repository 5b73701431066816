import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { BuyerField, BuyerForm } from '../../../domain/buyer-form';
import type { purchaseMachine } from '../../../machines/purchase.machine';

export type PurchaseSnapshot = SnapshotFrom<typeof purchaseMachine>;
export type PurchaseSend = ActorRefFrom<typeof purchaseMachine>['send'];

/** What each section of the buyer form gets: the values and a way to change one. */
export interface BuyerSectionProps {
  form: BuyerForm;
  change: (field: BuyerField, value: string) => void;
}
