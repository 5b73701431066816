import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DashboardSummary } from '../../../domain/contract/gestao-dashboard';
import type { StaffProfile } from '../../../domain/contract/gestao-session';
import { recordedMethodIds, type RecordedMethodId } from '../../../domain/recorded-methods';
import { rootReducer } from '../../../src/app/store';
import { EMPTY_DASHBOARD_MSG } from '../../../src/features/gestao/components/dashboard/empty-dashboard';
import { GestaoApp } from '../../../src/features/gestao/components/gestao-app';
import { staffSessionSlice } from '../../../src/features/gestao/staff-session';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

const GESTORA: StaffProfile = {
  id: 1,
  name: 'Gestora Nova',
  email: 'gestora@nova.org.br',
  role: 'gestor',
  associationId: 9001,
  associationName: 'Associação Nova',
};

const zero = { count: 0, totalCentavos: 0, originalCentavos: 0 };
const emptySummary: DashboardSummary = {
  today: '2026-11-29',
  members: { active: 0, pendingApproval: 0, inArrears: 0 },
  thisMonth: { receivableCentavos: 0, receivedCentavos: 0, overdueCentavos: 0, overdueOriginalCentavos: 0 },
  overdueByAge: { upTo30: zero, from31To90: zero, over90: zero },
  receivedByMonth: Array.from({ length: 12 }, (_, i) => ({
    month: `2026-${String(i + 1).padStart(2, '0')}`,
    byMethod: Object.fromEntries(recordedMethodIds.map((id) => [id, 0])) as Record<RecordedMethodId, number>,
  })),
};

beforeAll(() => {
  rootReducer.inject(staffSessionSlice);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderGestao(summary: DashboardSummary = emptySummary) {
  fakeApi({
    'gestao/me': () => ({ staff: GESTORA }),
    'gestao/associacao/marca': () => ({ displayName: null, primaryColor: null, logoUrl: null }),
    'gestao/primeiros-passos': () => ({ steps: [], allDone: true }),
    'gestao/dashboard': () => summary,
  });
  localStorage.setItem('quita.gestao.token', 'a-staff-token');
  return renderRoute('/gestao', [{ path: '/gestao/*', element: <GestaoApp /> }]);
}

describe('Gestão on a phone', () => {
  it('opens the sections from a "Menu" button, which says where one is and closes on a choice', async () => {
    const user = userEvent.setup();
    renderGestao();
    const nav = screen.getByRole('navigation', { name: 'Gestão' });
    const menu = within(nav).getByRole('button', { name: /^Menu/ });
    await waitFor(() => expect(menu).toHaveTextContent('Menu · Painel'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', 'gestao-menu');
    expect(document.getElementById('gestao-menu')).not.toHaveClass('open');

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('gestao-menu')).toHaveClass('open');

    await user.click(await within(nav).findByRole('link', { name: 'Membros' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveTextContent('Menu · Membros');
  });

  it('offers "Pular para o conteúdo" before the menu, leading to the screen', async () => {
    const user = userEvent.setup();
    renderGestao();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#conteudo');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'conteudo');
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });

  it('an empty Painel says what to do first instead of cards of R$ 0,00', async () => {
    renderGestao();
    const empty = await screen.findByRole('region', { name: EMPTY_DASHBOARD_MSG.title });
    expect(within(empty).getByRole('link', { name: /categorias/ })).toHaveAttribute(
      'href',
      '/gestao/categorias',
    );
    expect(within(empty).getByRole('link', { name: /primeira cobrança/ })).toHaveAttribute(
      'href',
      '/gestao/cobrancas',
    );
    expect(screen.queryByText('R$ 0,00')).not.toBeInTheDocument();
  });

  it('a Painel with members keeps its figures', async () => {
    renderGestao({ ...emptySummary, members: { active: 3, pendingApproval: 0, inArrears: 0 } });
    expect(await screen.findByRole('heading', { name: 'Membros', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: EMPTY_DASHBOARD_MSG.title })).not.toBeInTheDocument();
  });
});
