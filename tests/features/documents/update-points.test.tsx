import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdatePointsPage } from '../../../src/features/documents/components/update-points-page';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

afterEach(() => vi.unstubAllGlobals());

const render = () =>
  renderRoute('/documentos/pontos', [{ path: '/documentos/pontos', element: <UpdatePointsPage /> }]);

describe('Perfil › "Pontos de atualização"', () => {
  it('shows the points toward the goal as a progress bar, and the points of each year', async () => {
    fakeApi({
      'documentos/pontos': () => ({
        associations: [
          {
            associationId: 428,
            associationName: 'Sociedade Demo de Oftalmologia',
            goal: 100,
            years: 5,
            maxPerYear: 40,
            perYear: [2022, 2023, 2024, 2025, 2026].map((year) => ({
              year,
              points: year === 2026 ? 45 : year === 2025 ? 6 : 0,
              counted: year === 2026 ? 40 : year === 2025 ? 6 : 0,
            })),
            total: 46,
          },
        ],
      }),
    });
    render();
    const card = await screen.findByRole('region', { name: 'Sociedade Demo de Oftalmologia' });
    expect(card).toHaveTextContent('46 pontos de 100 em 5 anos (no máximo 40 por ano)');
    const bar = within(card).getByRole('progressbar', { name: 'Meta de pontos: 46 de 100' });
    expect(bar).toHaveAttribute('value', '46');
    expect(bar).toHaveAttribute('max', '100');
    expect(within(card).getByRole('row', { name: /2026/ })).toHaveTextContent('20264540');
    expect(within(card).getAllByRole('row')).toHaveLength(6);
  });

  it('says so when no association set a goal', async () => {
    fakeApi({ 'documentos/pontos': () => ({ associations: [] }) });
    render();
    expect(await screen.findByText('Nenhuma das suas associações definiu uma meta de pontos.')).toBeVisible();
  });
});
