import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssociationRequest } from '../../../domain/contract/gestao-requests';
import { REQUESTS_MSG } from '../../../domain/gestao-requests-messages';
import { MEMBERSHIP_STATUS_LABEL } from '../../../domain/profile-messages';
import { AssociationsPage } from '../../../src/features/profile/components/associations-page';
import RequestsPage from '../../../src/features/gestao/components/requests/requests-page';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

const REQUEST: AssociationRequest = {
  id: 41,
  memberId: 7,
  memberName: 'Quitéria Teste Souza',
  cpf: '529.982.247-25',
  email: 'quiteria@exemplo.com.br',
  categoryId: 601,
  categoryName: 'Titular',
  council: 'CRP 06/123456/SP',
  requestedAt: '2026-11-20T15:00:00.000Z',
  documents: [{ id: 9, fileName: 'diploma.pdf', mime: 'application/pdf', size: 120 }],
};

afterEach(() => vi.unstubAllGlobals());

function renderRequests() {
  let pending = [REQUEST];
  const api = fakeApi({
    'gestao/requests': () => ({ items: pending, total: pending.length, page: 1, pageSize: 20 }),
    'gestao/requests/41/refuse': () => {
      pending = [];
      return { ok: true };
    },
  });
  renderRoute('/gestao/solicitacoes', [{ path: '/gestao/solicitacoes', element: <RequestsPage /> }]);
  return api;
}

describe('RequestsPage', () => {
  it('lists the request with its CPF, council registration, category, date and document', async () => {
    renderRequests();
    const row = (await screen.findByText(REQUEST.memberName)).closest('tr')!;
    expect(within(row).getByText('529.982.247-25')).toBeInTheDocument();
    expect(within(row).getByText('CRP 06/123456/SP')).toBeInTheDocument();
    expect(within(row).getByText('Titular')).toBeInTheDocument();
    expect(within(row).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Ver diploma.pdf' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Aprovar' })).toHaveAccessibleDescription(
      REQUEST.memberName,
    );
  });

  it('Recusar asks for the reason before sending it', async () => {
    const user = userEvent.setup();
    const api = renderRequests();
    await user.click(await screen.findByRole('button', { name: 'Recusar' }));
    const dialog = screen.getByRole('dialog', { name: 'Recusar solicitação' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar recusa' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(REQUESTS_MSG.reasonRequired);
    expect(api.calls.some((c) => c.path.endsWith('/refuse'))).toBe(false);

    await user.type(within(dialog).getByLabelText('Motivo'), '  CRM não confere.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar recusa' }));
    expect(await screen.findByRole('status')).toHaveTextContent(REQUESTS_MSG.refused);
    expect(api.calls.find((c) => c.path.endsWith('/refuse'))?.body).toEqual({ reason: 'CRM não confere.' });
    expect(await screen.findByText(REQUESTS_MSG.empty)).toBeInTheDocument();
  });
});

describe('AssociationsPage', () => {
  it('shows a refused request as Recusada with its reason', async () => {
    fakeApi({
      'emitente/listarAssociacoesEmitente': () => [
        {
          ID_EMITENTE_ML: 1024839,
          CATEGORIA: 'Titular',
          DESCRICAO: 'Associação Demo de Psicologia',
          ID_EMITENTE_CATEGORIA: 601,
          SITUACAO: 'N',
          MOTIVO_RECUSA: 'CRM não confere.',
        },
      ],
    });
    renderRoute('/minhasAssociacoes', [{ path: '/minhasAssociacoes', element: <AssociationsPage /> }], {
      session: { token: 't' },
    });
    expect(await screen.findByText(MEMBERSHIP_STATUS_LABEL.N!)).toBeInTheDocument();
    expect(screen.getByText('Motivo: CRM não confere.')).toBeInTheDocument();
  });
});
