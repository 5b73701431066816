import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes, toRouteObjects } from '../../../src/app/app-routes';

afterEach(() => vi.restoreAllMocks());

/** What Chromium says when a screen's chunk cannot be fetched (offline, or gone after a deploy). */
const chunkMissing = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/history-page-x.js');

describe('a lazily loaded screen whose code cannot load', () => {
  it('shows "Sem conexão" with "Tentar novamente", which asks for the code again', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let attempts = 0;
    const routes = toRouteObjects([
      {
        path: 'historico',
        lazy: async () => {
          attempts += 1;
          if (attempts === 1) throw chunkMissing();
          return { Component: () => <h1>Histórico</h1> };
        },
      },
    ]);
    render(
      <MemoryRouter initialEntries={['/historico']}>
        <AppRoutes objects={routes} />
      </MemoryRouter>,
    );

    expect(await screen.findByText('Sem conexão')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar esta tela.');

    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Histórico' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('says the same online: code that did not arrive is a connection problem', async () => {
    const routes = toRouteObjects([
      {
        path: 'perfil',
        lazy: () => Promise.reject(chunkMissing()),
      },
    ]);
    render(
      <MemoryRouter initialEntries={['/perfil']}>
        <AppRoutes objects={routes} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Sem conexão')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });
});
