import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MemberPage from '../../../src/features/gestao/components/members/member-page';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';
import { memberFixture } from './member-fixture';

afterEach(() => vi.unstubAllGlobals());

const item = (id: number, description: string, over: object) => ({
  id,
  description,
  dueDate: '2026-10-10',
  amountCentavos: 6_500,
  currentCentavos: 6_500,
  status: 'aberto' as const,
  ...over,
});

describe('MemberPage: Itens', () => {
  it('shows each item at what it is worth, the original beneath when they differ', async () => {
    fakeApi({
      'gestao/members/7': () =>
        memberFixture({
          items: [
            item(1, 'Vencida', { status: 'vencido', currentCentavos: 6_738 }),
            item(2, 'Paga com multa', { status: 'pago', currentCentavos: 6_600 }),
            item(3, 'Aberta', {}),
          ],
        }),
    });
    renderRoute('/gestao/membros/7', [{ path: '/gestao/membros/:memberId', element: <MemberPage /> }]);
    const valueOf = async (description: string) =>
      within(await screen.findByRole('row', { name: new RegExp(description) })).getByRole('cell', {
        name: /R\$/,
      }).textContent;
    expect(await valueOf('Vencida')).toMatch(/^R\$\s67,38original R\$\s65,00$/);
    expect(await valueOf('Paga com multa')).toMatch(/^R\$\s66,00original R\$\s65,00$/);
    expect(await valueOf('Aberta')).toMatch(/^R\$\s65,00$/);
  });
});
