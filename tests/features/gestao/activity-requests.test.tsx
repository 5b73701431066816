import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_MSG } from '../../../domain/activity-messages';
import type { ActivityRequest } from '../../../domain/contract/gestao-activities';
import { REQUESTS_MSG } from '../../../domain/gestao-requests-messages';
import RequestsPage from '../../../src/features/gestao/components/requests/requests-page';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

const ACTIVITY: ActivityRequest = {
  id: 12,
  memberName: 'Maria Demo Silva',
  cpf: '529.982.247-25',
  name: 'Curso de Atualização em Catarata',
  date: '2026-03-15',
  points: 10,
  proofFileName: 'certificado.pdf',
  declaredAt: '2026-11-20T15:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  let pending = [ACTIVITY];
  const list = () => ({ items: pending, total: pending.length, page: 1, pageSize: 20 });
  const decided = () => {
    pending = [];
    return { ok: true };
  };
  const api = fakeApi({
    'gestao/requests': () => ({ items: [], total: 0, page: 1, pageSize: 20 }),
    'gestao/activities': list,
    'gestao/activities/12/accept': decided,
    'gestao/activities/12/refuse': decided,
  });
  renderRoute('/gestao/solicitacoes', [{ path: '/gestao/solicitacoes', element: <RequestsPage /> }]);
  return api;
}

describe('Solicitações › "Atividade de atualização"', () => {
  it('lists the activity with its member, date, points and proof; Aceitar accepts it', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    const section = await screen.findByRole('region', { name: 'Atividade de atualização' });
    const row = (await within(section).findByText(ACTIVITY.name)).closest('tr')!;
    expect(row).toHaveTextContent('Maria Demo Silva');
    expect(row).toHaveTextContent('529.982.247-25');
    expect(within(row).getByText('15/03/2026')).toBeInTheDocument();
    expect(within(row).getByText('10')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Ver certificado.pdf' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Aceitar' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `${ACTIVITY_MSG.accepted} Maria Demo Silva recebeu 10 pontos.`,
    );
    expect(api.calls.some((c) => c.path === 'gestao/activities/12/accept')).toBe(true);
    expect(await within(section).findByText(ACTIVITY_MSG.empty)).toBeInTheDocument();
  });

  it('Recusar asks for the reason in the refuse dialog', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    const section = await screen.findByRole('region', { name: 'Atividade de atualização' });
    await user.click(await within(section).findByRole('button', { name: 'Recusar' }));
    const dialog = screen.getByRole('dialog', { name: 'Recusar solicitação' });
    expect(dialog).toHaveTextContent('Pontos de atualização');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar recusa' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(REQUESTS_MSG.reasonRequired);
    await user.type(within(dialog).getByLabelText('Motivo'), 'Sem carga horária.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar recusa' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACTIVITY_MSG.refused);
    expect(api.calls.find((c) => c.path.endsWith('12/refuse'))?.body).toEqual({
      reason: 'Sem carga horária.',
    });
  });
});
