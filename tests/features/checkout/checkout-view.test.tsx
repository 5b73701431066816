import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMachine } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import {
  alwaysOfferedMethodIds,
  methodInfo,
  paymentMethodIds,
  paymentMethods,
  type PaymentMethodId,
} from '../../../domain/payment-methods';
import type { PaymentOutcome, PayRequest } from '../../../domain/transaction';
import { checkoutMachine } from '../../../machines/checkout.machine';
import { Providers } from '../../../src/app/providers';
import { makeStore } from '../../../src/app/store';
import { CheckoutView } from '../../../src/features/checkout/checkout-view';

const refused: PaymentOutcome = { ok: false, message: 'Recusado.' };

function Checkout({
  requests,
  methods,
  amountCentavos = 10_000,
}: {
  requests: PayRequest[];
  methods?: readonly PaymentMethodId[];
  amountCentavos?: number;
}) {
  const [snapshot, send] = useMachine(
    checkoutMachine.provide({
      actors: {
        createTransaction: fromPromise<PaymentOutcome, PayRequest>(async ({ input }) => {
          requests.push(input);
          return refused;
        }),
      },
    }),
    { input: { requiresPin: false } },
  );
  return <CheckoutView snapshot={snapshot} send={send} amountCentavos={amountCentavos} methods={methods} />;
}

// Every method of the registry offered, as the member's checkout does for an eligible item.
const renderCheckout = (
  requests: PayRequest[] = [],
  methods: readonly PaymentMethodId[] = paymentMethodIds,
) =>
  render(
    <Providers store={makeStore()}>
      <Checkout requests={requests} methods={methods} />
    </Providers>,
  );

describe('the checkout reads its methods from the registry', () => {
  it('lists every method of domain/payment-methods.ts, in its order, with its label and hint', () => {
    renderCheckout();
    const radios = screen.getAllByRole('radio');
    expect(
      radios.map((radio) => radio.closest('label')?.querySelector('.method-label')?.textContent),
    ).toEqual(paymentMethodIds.map((id) => paymentMethods[id].label));
    for (const id of paymentMethodIds) {
      const { hint } = methodInfo(id);
      if (hint) expect(screen.getByText(hint)).toBeInTheDocument();
    }
    expect(screen.getByRole('radio', { name: /^PIX/ })).toBeChecked();
  });

  it('lists only the methods every checkout offers unless told otherwise: no Pix Automático', () => {
    render(
      <Providers store={makeStore()}>
        <Checkout requests={[]} />
      </Providers>,
    );
    const labels = screen
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.querySelector('.method-label')?.textContent);
    expect(labels).toEqual(alwaysOfferedMethodIds.map((id) => paymentMethods[id].label));
    expect(labels).not.toContain(paymentMethods.pixAutomatico.label);
  });

  it("asks each method's needs only when it is chosen and pays with it", async () => {
    const requests: PayRequest[] = [];
    renderCheckout(requests);
    for (const id of paymentMethodIds.filter((m) => !paymentMethods[m].needs.card)) {
      const { label, needs } = paymentMethods[id];
      await userEvent.click(screen.getByRole('radio', { name: new RegExp(`^${label}`) }));
      expect(screen.queryByLabelText('Número do cartão')).toBeNull();
      expect(screen.queryByLabelText('Parcelas') !== null).toBe(needs.installments);
      await userEvent.click(screen.getByRole('button', { name: 'Confirmar Transação' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Recusado.');
      expect(requests.at(-1)).toEqual({ method: id, installments: 1 });
    }
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(`^${paymentMethods.card.label}`) }));
    expect(screen.getByLabelText('Número do cartão')).toBeInTheDocument();
    expect(screen.getByLabelText('Parcelas')).toBeInTheDocument();
  });
});

describe('"Parcelas" (issue 38 item 5)', () => {
  it('each option shows its installments, the adjusted last one, the total and "sem juros"', async () => {
    render(
      <Providers store={makeStore()}>
        <Checkout requests={[]} amountCentavos={50_000} />
      </Providers>,
    );
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(`^${paymentMethods.card.label}`) }));
    const options = within(screen.getByLabelText('Parcelas'))
      .getAllByRole('option')
      .map((option) => option.textContent?.replace(/\u00a0/g, ' '));
    expect(options).toHaveLength(12);
    expect(options[0]).toBe('1x de R$ 500,00 (à vista), total R$ 500,00 sem juros');
    expect(options[1]).toBe('2x de R$ 250,00, total R$ 500,00 sem juros');
    expect(options[2]).toBe('3x de R$ 166,66 (última de R$ 166,68), total R$ 500,00 sem juros');
    expect(options[11]).toBe('12x de R$ 41,66 (última de R$ 41,74), total R$ 500,00 sem juros');
    for (const option of options) expect(option).toMatch(/, total R\$ 500,00 sem juros$/);
  });
});
