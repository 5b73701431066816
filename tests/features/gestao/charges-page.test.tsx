import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ChargesPage from '../../../src/features/gestao/components/charges/charges-page';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

afterEach(() => vi.unstubAllGlobals());

function renderCharges() {
  let attempts = 0;
  const api = fakeApi({
    'gestao/charges/categories': () => ({
      categories: [
        { categoryId: 501, description: 'Aspirante', annuityCentavos: 62_400, activeMembers: 1 },
        { categoryId: 601, description: 'Titular', annuityCentavos: 78_000, activeMembers: 3 },
      ],
    }),
    'gestao/charges/items': () => ({ items: [], total: 0 }),
    'gestao/charges/batches': () => ({ batches: [], total: 0 }),
    'gestao/charges/preview': () => ({ memberCount: 3, itemCount: 3, totalCentavos: 234_000 }),
    'gestao/charges': () => {
      attempts += 1;
      if (attempts === 1) {
        return new Response(JSON.stringify({ ok: false, message: 'Falha temporária.' }), {
          status: 503,
          headers: { 'content-type': 'application/json' },
        });
      }
      return {
        batchId: 1,
        description: 'Anuidade 2027',
        itemCount: 3,
        totalCentavos: 234_000,
        replayed: false,
      };
    },
  });
  renderRoute('/gestao/cobrancas', [{ path: '/gestao/cobrancas', element: <ChargesPage /> }]);
  return api;
}

describe('ChargesPage: Nova cobrança', () => {
  it('previews, then confirms with one Idempotency-Key per form, kept for the retry', async () => {
    const user = userEvent.setup();
    const { calls } = renderCharges();
    await user.click(await screen.findByRole('checkbox', { name: /^Titular/ }));
    fireEvent.change(screen.getByLabelText('Vencimento', { exact: true }), {
      target: { value: '2027-03-31' },
    });
    await user.type(screen.getByLabelText('Descrição'), 'Anuidade 2027');
    // The annuity of the category fills the amount; staff may change it.
    expect(screen.getByLabelText('Valor (R$) — Titular')).toHaveValue('780,00');
    await user.click(screen.getByRole('button', { name: 'Ver prévia' }));
    expect(
      await screen.findByText('Serão criados 3 itens para 3 membros, total de R$ 2.340,00.'),
    ).toBeVisible();
    expect(calls.find((c) => c.path === 'gestao/charges/preview')?.body).toEqual({
      target: { kind: 'categories', categoryIds: [601] },
      schedule: { kind: 'annuity', dueDate: '2027-03-31' },
      description: 'Anuidade 2027',
      amounts: [{ categoryId: 601, amountCentavos: 78_000 }],
    });

    await user.click(screen.getByRole('button', { name: 'Confirmar cobrança' }));
    expect(await screen.findByText('Falha temporária.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirmar cobrança' }));
    expect(await screen.findByText(/Cobrança criada/)).toBeVisible();
    const keys = calls
      .filter((c) => c.path === 'gestao/charges')
      .map((c) => c.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);

    // A new form, a new key.
    await user.click(screen.getByRole('button', { name: 'Nova cobrança' }));
    expect(screen.getByRole('button', { name: 'Ver prévia' })).toBeVisible();
  });

  it('says what is missing before asking the server', async () => {
    const user = userEvent.setup();
    const { calls } = renderCharges();
    await user.click(await screen.findByRole('button', { name: 'Ver prévia' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha ao menos uma categoria.');
    await user.click(screen.getByRole('checkbox', { name: /^Aspirante/ }));
    fireEvent.change(screen.getByLabelText('Vencimento', { exact: true }), {
      target: { value: '2027-03-31' },
    });
    await user.type(screen.getByLabelText('Descrição'), 'Taxa');
    // The money field takes no malformed amount ("12,3,4" types as 12,34): an empty one is refused.
    await user.clear(screen.getByLabelText('Valor (R$) — Aspirante'));
    await user.click(screen.getByRole('button', { name: 'Ver prévia' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Informe um valor válido para cada categoria');
    expect(calls.some((c) => c.path === 'gestao/charges/preview')).toBe(false);
  });
});
