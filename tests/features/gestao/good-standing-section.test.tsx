import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { GoodStandingSection } from '../../../src/features/gestao/components/health/good-standing-section';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

afterEach(() => vi.unstubAllGlobals());

const answering = (goodStanding: number, active: number) =>
  fakeApi({
    'gestao/saude/adimplencia': () => ({
      points: [{ day: '2026-11-30', overall: { active, goodStanding }, categories: [] }],
    }),
  });

const show = () =>
  renderRoute('/gestao/saude', [
    { path: '/gestao/saude', element: <GoodStandingSection filters={{ months: 12 }} /> },
  ]);

it('Adimplência says "1 de 1 membro ativo", the noun agreeing with the total', async () => {
  answering(1, 1);
  show();
  expect(await screen.findByText(/\(1 de 1 membro ativo sem item em atraso\)/)).toBeInTheDocument();
});

it('and "2 de 3 membros ativos" for more than one', async () => {
  answering(2, 3);
  show();
  expect(await screen.findByText(/\(2 de 3 membros ativos sem item em atraso\)/)).toBeInTheDocument();
});
