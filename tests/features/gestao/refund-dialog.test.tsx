import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MSG, type GestaoPayment } from '../../../domain/contract/gestao-payments';
import { RefundDialog } from '../../../src/features/gestao/components/payments/payment-dialogs';
import { makeStore } from '../../../src/app/store';
import { fakeApi } from '../profile/fake-api';

afterEach(() => vi.unstubAllGlobals());

const pix = { id: 9, memberName: 'Maria Demo Silva', itemDescription: 'Taxa', amountCentavos: 10_000 };

function openDialog() {
  const done = {
    payment: { ...pix, status: 'refunded' },
    itemReopened: false,
    refundedCentavos: 0,
    reopenedItemIds: [],
  };
  const { calls } = fakeApi({ 'gestao/payments/9/refund': () => done });
  const onClose = vi.fn();
  render(
    <Provider store={makeStore()}>
      <RefundDialog payment={pix as GestaoPayment} onClose={onClose} onRefunded={vi.fn()} />
    </Provider>,
  );
  return { calls, onClose };
}

describe('RefundDialog: the amount', () => {
  it('refunds the whole payment as it opens, and a part when staff type one', async () => {
    const user = userEvent.setup();
    const { calls, onClose } = openDialog();
    const amount = screen.getByLabelText('Valor a estornar (R$)');
    expect(amount).toHaveValue('100,00');
    await user.click(screen.getByRole('button', { name: 'Confirmar estorno' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.at(-1)!.body).toEqual({ reopenItem: true });

    await user.clear(amount);
    await user.type(amount, '25,01');
    await user.click(screen.getByLabelText('Reabrir o item para nova cobrança'));
    await user.click(screen.getByRole('button', { name: 'Confirmar estorno' }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toEqual({ reopenItem: false, amountCentavos: 2_501 });
  });

  it('says what to type when the amount is not one, and asks nothing of the server', async () => {
    const user = userEvent.setup();
    const { calls } = openDialog();
    const amount = screen.getByLabelText('Valor a estornar (R$)');
    for (const typed of ['', 'abc', '0,00']) {
      await user.clear(amount);
      if (typed) await user.type(amount, typed);
      await user.click(screen.getByRole('button', { name: 'Confirmar estorno' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MSG.refundAmountInvalid);
    }
    expect(calls).toHaveLength(0);
  });
});
