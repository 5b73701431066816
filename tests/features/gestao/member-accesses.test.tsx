import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_LOG_TEXT } from '../../../domain/privacy-messages';
import { MemberAccesses } from '../../../src/features/gestao/components/members/member-accesses';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

afterEach(() => vi.unstubAllGlobals());

describe('Membros › a member › "Quem acessou este cadastro"', () => {
  it('lists who of the staff opened the record (or exported a list that held it), their role, what and when', async () => {
    fakeApi({
      'gestao/members/7/accesses': () => ({
        views: [
          {
            at: '2026-05-10T17:05:00.000Z',
            staffName: 'Tesoureiro Demo',
            staffRole: 'financeiro',
            associationName: 'Sociedade Demo de Oftalmologia',
            part: 'recibo',
          },
          {
            at: '2026-05-09T12:00:00.000Z',
            staffName: 'Tesoureiro Demo',
            staffRole: 'financeiro',
            associationName: 'Sociedade Demo de Oftalmologia',
            part: 'lista-pagamentos',
          },
        ],
      }),
    });
    renderRoute('/', [{ path: '/', element: <MemberAccesses memberId={7} /> }]);
    const table = await screen.findByRole('region', { name: ACCESS_LOG_TEXT.staffHeading });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('10/05/2026 14:05');
    expect(row).toHaveTextContent('Tesoureiro Demo');
    expect(row).toHaveTextContent('Financeiro');
    expect(row).toHaveTextContent('Recibo de pagamento');
    // A CSV export that held the member's data is in the log too.
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Lista de pagamentos exportada (CSV)');
  });

  it('says so when nobody opened it', async () => {
    fakeApi({ 'gestao/members/7/accesses': () => ({ views: [] }) });
    renderRoute('/', [{ path: '/', element: <MemberAccesses memberId={7} /> }]);
    expect(await screen.findByText(ACCESS_LOG_TEXT.staffNone)).toBeInTheDocument();
  });
});
