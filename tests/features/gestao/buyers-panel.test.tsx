import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Buyer } from '../../../domain/contract/gestao-store';
import { BuyersPanel } from '../../../src/features/gestao/components/store/buyers-panel';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';
import { productFixture } from './product-fixture';

afterEach(() => vi.unstubAllGlobals());

const product = productFixture({ buyers: 3 });

const buyer = (itemId: number, memberName: string, over: Partial<Buyer>): Buyer => ({
  itemId,
  memberName,
  cpf: '52998224725',
  email: null,
  amountCentavos: 22_000,
  status: 'paid',
  refund: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  paidAt: '2026-11-20T15:00:00.000Z',
  ...over,
});

describe('BuyersPanel', () => {
  it('shows what each buyer paid, and a refund with its amount and day', async () => {
    const refund = { paidCentavos: 22_000, at: '2026-11-22T15:00:00.000Z' };
    fakeApi({
      'gestao/products/5/buyers': () => ({
        buyers: [
          buyer(1, 'Ana Lote', {}),
          buyer(2, 'Bia Parte', { refund: { ...refund, amountCentavos: 5_000 } }),
          buyer(3, 'Caio Tudo', {
            status: 'refunded',
            paidAt: null,
            refund: { ...refund, amountCentavos: 22_000 },
          }),
        ],
      }),
    });
    renderRoute('/', [{ path: '/', element: <BuyersPanel product={product} onClose={() => {}} /> }]);
    const row = async (name: string) => within(await screen.findByRole('row', { name: new RegExp(name) }));
    expect((await row('Ana Lote')).getByText(/^R\$\s220,00$/)).toBeInTheDocument();
    expect((await row('Ana Lote')).getByText('Pago')).toBeInTheDocument();
    expect(
      (await row('Bia Parte')).getByText(/^Pago · Estornado em 22\/11\/2026 · R\$\s50,00 de R\$\s220,00$/),
    ).toBeInTheDocument();
    expect(
      (await row('Caio Tudo')).getByText(/^Estornado em 22\/11\/2026 · R\$\s220,00$/),
    ).toBeInTheDocument();
  });
});
