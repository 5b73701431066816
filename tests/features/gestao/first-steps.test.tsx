import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirstStepsResponse } from '../../../domain/contract/gestao-first-steps';
import { FIRST_STEP_TEXT, FIRST_STEPS_MSG } from '../../../domain/gestao-first-steps';
import DashboardPage from '../../../src/features/gestao/components/dashboard/dashboard-page';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

afterEach(() => vi.unstubAllGlobals());

const steps = (done: string[]): FirstStepsResponse => {
  const all = [
    ['associationData', 'associacao'],
    ['category', 'categorias'],
    ['receivingAccount', 'recebimentos'],
    ['secondStaff', 'equipe'],
    ['qrDownloaded', 'qr'],
    ['firstCharge', 'cobrancas'],
  ] as const;
  const list = all.map(([key, path]) => ({ key, path, done: done.includes(key) }));
  return { steps: list, allDone: list.every((s) => s.done) };
};

function renderPainel(answer: FirstStepsResponse) {
  fakeApi({
    'gestao/primeiros-passos': () => answer,
    // The rest of the Painel is not this test's: it fails to load.
    'gestao/dashboard': () => new Response('{}', { status: 500 }),
  });
  renderRoute('/gestao', [{ path: '/gestao', element: <DashboardPage /> }]);
}

describe('Primeiros passos on the Painel', () => {
  it('lists each step as a link to its screen, ticked when done', async () => {
    renderPainel(steps(['associationData', 'receivingAccount']));
    const section = await screen.findByRole('region', { name: FIRST_STEPS_MSG.title });
    expect(section).toHaveTextContent(FIRST_STEPS_MSG.progress(2, 6));
    const items = within(section).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual([
      'Dados e logo da associação',
      'Categorias e anuidades',
      'Como os membros pagam',
      'Convidar mais alguém da equipe',
      'Baixar o QR da associação',
      'Criar a primeira cobrança',
    ]);
    expect(within(section).getByRole('link', { name: FIRST_STEP_TEXT.category })).toHaveAttribute(
      'href',
      '/gestao/categorias',
    );
    expect(within(section).getByRole('link', { name: FIRST_STEP_TEXT.firstCharge })).toHaveAttribute(
      'href',
      '/gestao/cobrancas',
    );
    expect(items.map((li) => li.textContent?.includes(FIRST_STEPS_MSG.done))).toEqual([
      true,
      false,
      true,
      false,
      false,
      false,
    ]);
  });

  it('is gone once every step is done', async () => {
    renderPainel(
      steps([
        'associationData',
        'category',
        'receivingAccount',
        'secondStaff',
        'qrDownloaded',
        'firstCharge',
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeInTheDocument();
    await screen.findByRole('alert');
    expect(screen.queryByRole('region', { name: FIRST_STEPS_MSG.title })).toBeNull();
  });
});
