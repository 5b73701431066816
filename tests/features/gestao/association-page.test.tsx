import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { AssociationData } from '../../../domain/contract/gestao-association';
import AssociationPage from '../../../src/features/gestao/components/association/association-page';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

afterEach(() => vi.unstubAllGlobals());

const data: AssociationData = {
  id: 428,
  cnpj: '11222333000181',
  legalName: 'Sociedade Demo de Oftalmologia Ltda.',
  displayName: 'Sociedade Demo de Oftalmologia',
  city: 'São Paulo',
  uf: 'SP',
  contactEmail: null,
  contactPhone: null,
  primaryColor: null,
  logoUrl: null,
  pointsGoal: 100,
  pointsYears: 5,
  pointsMaxPerYear: 40,
};

it('Dados da associação: the goal of Pontos de atualização shows, changes and goes with Salvar', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    'gestao/associacao': (body) =>
      body === undefined ? data : { ...data, pointsGoal: 120, pointsYears: 4, pointsMaxPerYear: null },
  });
  renderRoute('/gestao/associacao', [{ path: '/gestao/associacao', element: <AssociationPage /> }]);
  const points = within(await screen.findByRole('group', { name: 'Pontos de atualização' }));
  expect(points.getByLabelText('Meta de pontos')).toHaveValue('100');
  expect(points.getByLabelText('Em quantos anos')).toHaveValue('5');
  await user.clear(points.getByLabelText('Meta de pontos'));
  await user.type(points.getByLabelText('Meta de pontos'), '120');
  await user.clear(points.getByLabelText('Em quantos anos'));
  await user.type(points.getByLabelText('Em quantos anos'), '4');
  await user.clear(points.getByLabelText('Máximo por ano'));
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Dados da associação salvos.');
  const put = api.calls.find((c) => c.path === 'gestao/associacao' && c.body !== undefined);
  expect(put?.body).toMatchObject({ pointsGoal: '120', pointsYears: '4', pointsMaxPerYear: '' });
});
