import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberList, MemberRow } from '../../../domain/contract/gestao-members';
import MembersPage from '../../../src/features/gestao/components/members/members-page';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

const rowsFrom = (first: number): MemberRow[] =>
  Array.from({ length: 20 }, (_, i) => ({
    id: first + i,
    name: `Membro ${String(first + i).padStart(6, '0')}`,
    cpf: '529.982.247-25',
    email: null,
    mobile: null,
    categoryId: 601,
    categoryName: 'Titular',
    situation: 'adimplente',
    since: '2024-01-15',
  }));

afterEach(() => vi.unstubAllGlobals());

function renderMembers(list: MemberList, path = '/gestao/membros') {
  fakeApi({
    'gestao/members': () => list,
    'gestao/members/categories': () => ({ categories: [{ id: 601, name: 'Titular' }] }),
  });
  return renderRoute(path, [{ path: '/gestao/membros', element: <MembersPage /> }]);
}

describe('MembersPage', () => {
  it('says the count is exact when the server counted every match', async () => {
    renderMembers({
      items: rowsFrom(1),
      hasNext: true,
      total: 45,
      totalCapped: false,
      page: 1,
      pageSize: 20,
    });
    expect(await screen.findByText('45 membros')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Paginação' });
    expect(pager).toHaveTextContent('Página 1 de 3');
  });

  it('says "mais de" when the server stopped counting, and pages on while another page follows', async () => {
    const user = userEvent.setup();
    const { router } = renderMembers({
      items: rowsFrom(1),
      hasNext: true,
      total: 1_000,
      totalCapped: true,
      page: 1,
      pageSize: 20,
    });
    expect(await screen.findByText('Mais de 1.000 membros')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Paginação' });
    expect(pager).toHaveTextContent('Página 1 de mais de 50');
    await user.click(within(pager).getByRole('button', { name: 'Próxima' }));
    expect(router.state.location.search).toBe('?page=2&after=20');
  });

  it('past the counted pages shows the page alone, and Próxima ends with the list', async () => {
    renderMembers(
      { items: rowsFrom(2_001), hasNext: false, total: 1_000, totalCapped: true, page: 101, pageSize: 20 },
      '/gestao/membros?page=101&after=2000',
    );
    const pager = await screen.findByRole('navigation', { name: 'Paginação' });
    expect(within(pager).getByText('Página 101')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Próxima' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Anterior' })).toBeEnabled();
  });
});
