import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChargePreview, GestaoItem } from '../../../domain/contract/gestao-charges';
import ChargesPage from '../../../src/features/gestao/components/charges/charges-page';
import { StaffFeedback } from '../../../src/features/gestao/components/staff-feedback';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

afterEach(() => vi.unstubAllGlobals());

const openItem: GestaoItem = {
  id: 15,
  memberId: 3,
  memberName: 'Maria Demo Silva',
  cpf: '12345678909',
  categoryDescription: 'Titular',
  kind: 'due',
  description: 'Contribuição mensal 10/2026',
  dueDate: '2026-10-10',
  amountCentavos: 6_500,
  currentCentavos: 6_738,
  status: 'open',
  paidAt: null,
  cancelledAt: null,
  cancelReason: null,
};

const noDuplicates = { duplicateCount: 0, duplicates: [], annuityDuplicateCount: 0, annuityDuplicates: [] };

function renderCharges(preview: ChargePreview) {
  const api = fakeApi({
    'gestao/charges/categories': () => ({
      categories: [{ categoryId: 601, description: 'Titular', annuityCentavos: 78_000, activeMembers: 3 }],
    }),
    'gestao/charges/items': () => ({ items: [openItem], total: 1 }),
    'gestao/charges/batches': () => ({ batches: [], total: 0 }),
    'gestao/charges/preview': () => preview,
    'gestao/charges': () => ({
      batchId: 1,
      description: 'Anuidade 2027',
      itemCount: preview.itemCount,
      totalCentavos: preview.totalCentavos,
      replayed: false,
    }),
    'gestao/charges/items/15/cancel': () => ({ ...openItem, status: 'cancelled' }),
    'gestao/charges/items/15/manual-payment': () => ({
      transactionId: 9,
      item: { ...openItem, status: 'paid' },
    }),
  });
  renderRoute('/gestao/cobrancas', [
    {
      path: '/gestao/cobrancas',
      element: (
        <StaffFeedback>
          <ChargesPage />
        </StaffFeedback>
      ),
    },
  ]);
  return api;
}

async function previewTitularAnnuity(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: /^Titular/ }));
  fireEvent.change(screen.getByLabelText('Vencimento', { exact: true }), { target: { value: '2027-03-31' } });
  await user.type(screen.getByLabelText('Descrição'), 'Anuidade 2027');
  await user.click(screen.getByRole('button', { name: 'Ver prévia' }));
}

describe('Cobranças: every staff action says what happened', () => {
  it('Cancelar says "Item cancelado."', async () => {
    const user = userEvent.setup();
    renderCharges({ memberCount: 3, itemCount: 3, totalCentavos: 234_000, ...noDuplicates });
    await user.click(await screen.findByRole('button', { name: /^Cancelar: Contribuição mensal/ }));
    await user.type(screen.getByLabelText('Motivo do cancelamento'), 'Lançado em dobro');
    await user.click(screen.getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await screen.findByText('Item cancelado.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The bar at the bottom takes the focus: read at once, and the keyboard goes on from it.
    const message = screen.getByText('Item cancelado.');
    await waitFor(() => expect(message).toHaveFocus());
    expect(message).toHaveAttribute('role', 'status');
  });

  it('Baixa manual says "Pagamento registrado."; the next action takes it away', async () => {
    const user = userEvent.setup();
    renderCharges({ memberCount: 3, itemCount: 3, totalCentavos: 234_000, ...noDuplicates });
    await user.click(await screen.findByRole('button', { name: /^Baixa manual: Contribuição mensal/ }));
    await user.click(screen.getByRole('button', { name: 'Registrar pagamento' }));
    expect(await screen.findByText('Pagamento registrado.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Cancelar: Contribuição mensal/ }));
    await waitFor(() => expect(screen.queryByText('Pagamento registrado.')).toBeNull());
  });

  it('"Cobrança criada" goes away when the next action starts', async () => {
    const user = userEvent.setup();
    renderCharges({ memberCount: 3, itemCount: 3, totalCentavos: 234_000, ...noDuplicates });
    await previewTitularAnnuity(user);
    await user.click(await screen.findByRole('button', { name: 'Confirmar cobrança' }));
    expect(await screen.findByText(/Cobrança criada/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Baixa manual: Contribuição mensal/ }));
    expect(screen.queryByText(/Cobrança criada/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Ver prévia' })).toBeVisible();
  });

  it('a charge that repeats an open item names it and asks before creating it', async () => {
    const user = userEvent.setup();
    const { calls } = renderCharges({
      memberCount: 3,
      itemCount: 3,
      totalCentavos: 234_000,
      duplicateCount: 1,
      duplicates: [
        { itemId: 44, memberName: 'Maria Demo Silva', description: 'Anuidade 2027', dueDate: '2027-03-31' },
      ],
      annuityDuplicateCount: 0,
      annuityDuplicates: [],
    });
    await previewTitularAnnuity(user);
    expect(
      await screen.findByText('Já existe 1 item em aberto com o mesmo membro, descrição e vencimento:'),
    ).toBeVisible();
    expect(screen.getByText('Maria Demo Silva — Anuidade 2027, vence 31/03/2027')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirmar cobrança' })).toBeNull();
    expect(calls.some((c) => c.path === 'gestao/charges')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Criar mesmo assim' }));
    expect(await screen.findByText(/Cobrança criada/)).toBeVisible();
    expect(calls.filter((c) => c.path === 'gestao/charges')).toHaveLength(1);
  });

  it('an annuity charge warns of a member billed an annuity of that year, or of another one within 60 days, and sends the confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = renderCharges({
      memberCount: 3,
      itemCount: 3,
      totalCentavos: 234_000,
      duplicateCount: 0,
      duplicates: [],
      annuityDuplicateCount: 1,
      annuityDuplicates: [
        {
          itemId: 45,
          memberName: 'Pedro Demo Costa',
          description: 'Anuidade 2026 - Aspirante',
          dueDate: '2026-12-29',
        },
      ],
    });
    await previewTitularAnnuity(user);
    expect(
      await screen.findByText(
        'Anuidade duplicada: já há 1 anuidade do mesmo ano, ou cobrada há menos de 60 dias, para:',
      ),
    ).toBeVisible();
    expect(screen.getByText('Pedro Demo Costa — Anuidade 2026 - Aspirante, vence 29/12/2026')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirmar cobrança' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Criar mesmo assim' }));
    expect(await screen.findByText(/Cobrança criada/)).toBeVisible();
    const sent = calls.filter((c) => c.path === 'gestao/charges');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ confirmAnnuityDuplicates: true });
  });
});

describe('what a staff action says stays until it is read (WCAG 2.2.1)', () => {
  it('"Item cancelado." is still there a minute later, and goes with its "Fechar"', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderCharges({ memberCount: 3, itemCount: 3, totalCentavos: 234_000, ...noDuplicates });
      await user.click(await screen.findByRole('button', { name: /^Cancelar: Contribuição mensal/ }));
      await user.type(screen.getByLabelText('Motivo do cancelamento'), 'Lançado em dobro');
      await user.click(screen.getByRole('button', { name: 'Confirmar cancelamento' }));
      expect(await screen.findByText('Item cancelado.')).toBeVisible();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(screen.getByText('Item cancelado.')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Fechar' }));
      await waitFor(() => expect(screen.queryByText('Item cancelado.')).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });
});
