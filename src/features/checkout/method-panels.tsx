import type { ComponentType } from 'react';
import type { PaymentMethodId } from '../../../domain/payment-methods';
import { BoletoPanel } from './boleto-panel';
import type { CheckoutSend, CheckoutSnapshot } from '../../lib/checkout-slot';
import { PixAutomaticoPanel } from './pix-automatico-panel';
import { PixPanel } from './pix-panel';

/** What a method's panel is given once its charge is created (the transaction is in the snapshot). */
export interface ChargedPanelProps {
  snapshot: CheckoutSnapshot;
  send: CheckoutSend;
  /** The item's due date, DD/MM/YYYY. */
  itemDueDate?: string | undefined;
}

/**
 * The panel each method shows after its charge, keyed by the registry's ids
 * (domain/payment-methods.ts): null for a method whose answer is the approval itself.
 */
export const methodPanels: { readonly [M in PaymentMethodId]: ComponentType<ChargedPanelProps> | null } = {
  pix: ({ snapshot }) => (
    <PixPanel
      payload={snapshot.context.transaction?.pix?.qrCode ?? ''}
      secondsLeft={snapshot.context.secondsLeft}
    />
  ),
  boleto: ({ snapshot, send, itemDueDate }) => (
    <BoletoPanel
      line={snapshot.context.transaction?.boleto?.digitableLine ?? ''}
      hash={snapshot.context.transaction?.hash ?? ''}
      itemDueDate={itemDueDate}
      reopened={snapshot.context.boletoReopened}
      onBack={() => send({ type: 'back' })}
    />
  ),
  card: null,
  pixAutomatico: PixAutomaticoPanel,
};
