import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { COMMON_MSG } from '../../../domain/messages';
import type { PaymentMethodId } from '../../../domain/payment-methods';
import type { PaymentOutcome, PayRequest } from '../../../domain/transaction';
import { checkoutMachine, type CheckoutEvent } from '../../../machines/checkout.machine';
import { Providers } from '../../../src/app/providers';
import { makeStore } from '../../../src/app/store';
import { useCheckoutAlerts } from '../../../src/features/checkout/use-checkout-alerts';
import { accepted, pixAnswer, tx } from '../../support/transactions';

const answerOf: Record<'pix' | 'card', PaymentOutcome> = {
  pix: pixAnswer(),
  card: accepted(tx({ method: 'card', status: 'succeeded' })),
};

/** Pays at once with the method given; the PIX is heard paid as soon as its QR shows. */
function PaidWith({ method, onPaidDismissed }: { method: 'pix' | 'card'; onPaidDismissed: () => void }) {
  const [snapshot, send] = useMachine(
    checkoutMachine.provide({
      actors: {
        createTransaction: fromPromise<PaymentOutcome, PayRequest>(async () => answerOf[method]),
        watchTransaction: fromCallback<CheckoutEvent, { gatewayTransactionId: string }>(({ sendBack }) => {
          sendBack({ type: 'pix.succeeded' });
        }),
      },
    }),
    { input: { requiresPin: false } },
  );
  useCheckoutAlerts(snapshot, send, onPaidDismissed);
  useEffect(() => {
    send({ type: 'method.selected', method: method as PaymentMethodId });
    send({ type: 'payment.submitted' });
  }, [method, send]);
  return null;
}

describe('the paid alert (issue 38 item 17)', () => {
  it.each([
    ['pix', COMMON_MSG.pixPaid, COMMON_MSG.cardPaid],
    ['card', COMMON_MSG.cardPaid, COMMON_MSG.pixPaid],
  ] as const)('after %s says %j, never the other text, and stays until OK', async (method, text, other) => {
    const onPaidDismissed = vi.fn();
    render(
      <Providers store={makeStore()}>
        <PaidWith method={method} onPaidDismissed={onPaidDismissed} />
      </Providers>,
    );
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(text);
    expect(alert).not.toHaveTextContent(other);
    expect(onPaidDismissed).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onPaidDismissed).toHaveBeenCalledOnce();
  });

  it('the PIX text is not SPEC §8\'s card text ("…transação, Obrigado!")', () => {
    expect(COMMON_MSG.pixPaid).toBe('Pagamento recebido. Obrigado!');
    expect(COMMON_MSG.pixPaid).not.toContain('transação');
  });
});
