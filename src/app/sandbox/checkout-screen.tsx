import { useSelector } from '@xstate/react';
import { assign, fromPromise, type Actor } from 'xstate';
import type { PaymentOutcome, Transaction, TransactionStatus } from '../../../domain/transaction';
import { checkoutMachine, type CheckoutContext } from '../../../machines/checkout.machine';
import { CheckoutHeader } from '../../components/payment/checkout-header';
import { Checkout } from '../../features/checkout/checkout';
import type { CheckoutItem } from '../../lib/checkout-slot';
import { sandboxScreen } from '../../features/sandbox/sandbox-screen';
import { PinEntry } from '../../features/wallet/components/pin-entry';

/** A static BR Code: the QR code and the copy-and-paste field show it; nothing pays it. */
const SANDBOX_BR_CODE =
  '00020126580014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR' +
  '5913Quita Sandbox6009SAO PAULO62070503***6304ABCD';

const sandboxPix = (): Transaction => ({
  gatewayTransactionId: 'sandbox-pix',
  method: 'pix',
  status: 'pending',
  hash: 'sandbox-pix',
  pix: { qrCode: SANDBOX_BR_CODE, expiresAt: new Date(Date.now() + 30 * 60_000).toISOString() },
  boleto: null,
});

const machine = checkoutMachine.provide({
  actors: {
    createTransaction: fromPromise(async (): Promise<PaymentOutcome> => ({ ok: true, value: sandboxPix() })),
    checkStatus: fromPromise(async (): Promise<TransactionStatus> => 'pending'),
    findPendingBoleto: fromPromise(async (): Promise<Transaction | null> => null),
  },
  // The real countdown reads the wall clock against the PIX's expiry; here time is the machine's
  // clock, which QA moves: each tick it is given is one second less.
  actions: {
    countDown: assign(({ context }: { context: CheckoutContext }) => ({
      secondsLeft: Math.max(0, context.secondsLeft - 1),
    })),
  },
  guards: { pixExpired: ({ context }: { context: CheckoutContext }) => context.secondsLeft <= 0 },
});

const noop = () => undefined;

const SANDBOX_ITEM: CheckoutItem = {
  amountCentavos: 12_345,
  description: 'Anuidade 2026 (sandbox)',
  dueDate: '31/12/2026',
};

/** The checkout as a buyer sees it (members' is the same screen), standing in the chosen state. */
function CheckoutScreen({ actor }: { actor: Actor<typeof machine> }) {
  const snapshot = useSelector(actor, (s) => s);
  return (
    <div className="product-checkout">
      <CheckoutHeader onBack={noop} />
      <Checkout
        snapshot={snapshot}
        send={actor.send}
        item={SANDBOX_ITEM}
        onPaidDismissed={noop}
        pinStep={
          <PinEntry
            mode="validate"
            onConfirmed={(token) => actor.send({ type: 'pin.confirmed', token })}
            onCancel={() => actor.send({ type: 'pin.cancelled' })}
          />
        }
      />
    </div>
  );
}

export const checkoutScreen = sandboxScreen({
  machine,
  context: (seconds): CheckoutContext => ({
    requiresPin: false,
    reopensBoleto: false,
    method: 'pix',
    installments: 1,
    card: undefined,
    pinToken: undefined,
    transaction: sandboxPix(),
    secondsLeft: seconds,
    error: null,
    refusal: null,
    boletoReopened: false,
  }),
  seconds: 5,
  states: ['choosingMethod', 'authorizing', 'pix', 'expired'],
  Screen: CheckoutScreen,
});
