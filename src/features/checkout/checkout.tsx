import type { CheckoutProps } from '../../lib/checkout-slot';
import { CheckoutSummary } from './checkout-summary';
import { CheckoutView } from './checkout-view';
import { useOfferedMethods } from './offered-methods';
import { PixAutomaticoBankOption } from './pix-automatico-bank-option';
import { useCheckoutAlerts } from './use-checkout-alerts';

/**
 * The checkout of a payment screen (the member's, the public buyer's): the item, the methods, the
 * chosen method's panel, and its messages as dialogs. src/app hands it to the screens.
 */
export function Checkout({
  snapshot,
  send,
  item,
  notes,
  savedCard,
  canSaveCard,
  pinStep,
  onPaidDismissed,
}: CheckoutProps) {
  useCheckoutAlerts(snapshot, send, onPaidDismissed);
  const methods = useOfferedMethods(item.itemId);
  return (
    <>
      <CheckoutSummary item={item} notes={notes} />
      <CheckoutView
        snapshot={snapshot}
        send={send}
        amountCentavos={item.amountCentavos}
        itemDueDate={item.dueDate}
        savedCard={savedCard}
        canSaveCard={canSaveCard}
        pinStep={pinStep}
        methods={methods}
      />
      {item.itemId !== undefined &&
        snapshot.matches('choosingMethod') &&
        snapshot.context.method === 'pixAutomatico' && <PixAutomaticoBankOption itemId={item.itemId} />}
    </>
  );
}
