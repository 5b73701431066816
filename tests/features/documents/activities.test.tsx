import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_MSG } from '../../../domain/activity-messages';
import type { DeclaredActivity } from '../../../domain/contract/documents-activities';
import { UpdatePointsPage } from '../../../src/features/documents/components/update-points-page';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

afterEach(() => vi.unstubAllGlobals());

const GOAL = {
  associationId: 428,
  associationName: 'Sociedade Demo de Oftalmologia',
  goal: 100,
  years: 5,
  maxPerYear: 40,
  perYear: [2022, 2023, 2024, 2025, 2026].map((year) => ({ year, points: 0, counted: 0 })),
  total: 0,
};
const activity = (over: Partial<DeclaredActivity>): DeclaredActivity => ({
  id: 1,
  associationId: 428,
  name: 'Curso de Catarata',
  date: '2026-03-15',
  points: 10,
  status: 'pending',
  refusalReason: null,
  proofFileName: 'certificado.pdf',
  ...over,
});

function render(activities: DeclaredActivity[]) {
  const api = fakeApi({
    'documentos/pontos': () => ({ associations: [GOAL] }),
    'documentos/atividades': () => ({ activities }),
  });
  renderRoute('/documentos/pontos', [{ path: '/documentos/pontos', element: <UpdatePointsPage /> }]);
  return api;
}

describe('Pontos de atualização › declared activities', () => {
  it('lists each activity with where it stands, and the reason of a refusal', async () => {
    render([
      activity({ id: 1 }),
      activity({ id: 2, name: 'Simpósio de Retina', status: 'accepted', points: 1 }),
      activity({ id: 3, name: 'Webinar', status: 'refused', refusalReason: 'Sem comprovante de presença.' }),
    ]);
    const list = await screen.findByRole('list', { name: 'Atividades declaradas' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Curso de CatarataEm análise15/03/2026 · 10 pontos');
    expect(items[1]).toHaveTextContent('Simpósio de RetinaAceita15/03/2026 · 1 ponto');
    expect(items[2]).toHaveTextContent('Recusada');
    expect(items[2]).toHaveTextContent('Motivo: Sem comprovante de presença.');
    expect(
      within(items[0]!).getByRole('button', { name: 'Ver comprovante de Curso de Catarata' }),
    ).toBeInTheDocument();
  });

  it('"Adicionar atividade" opens the labelled form, which names every problem before sending', async () => {
    const user = userEvent.setup();
    const api = render([]);
    await user.click(await screen.findByRole('button', { name: 'Adicionar atividade' }));
    const dialog = screen.getByRole('dialog', { name: 'Adicionar atividade' });
    for (const label of ['Nome da atividade', 'Data', 'Pontos', 'Comprovante (PDF, JPG ou PNG, até 15MB)']) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    await user.type(within(dialog).getByLabelText('Pontos'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar atividade' }));
    expect(within(dialog).getByLabelText('Nome da atividade')).toHaveAccessibleDescription(
      ACTIVITY_MSG.nameRequired,
    );
    expect(within(dialog).getByLabelText('Data')).toHaveAccessibleDescription(ACTIVITY_MSG.dateInvalid);
    expect(within(dialog).getByLabelText('Pontos')).toHaveAccessibleDescription(ACTIVITY_MSG.pointsInvalid);
    expect(within(dialog).getByLabelText(/Comprovante/)).toHaveAccessibleDescription(
      ACTIVITY_MSG.proofRequired,
    );
    expect(api.calls.some((c) => c.path.startsWith('uploads'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
