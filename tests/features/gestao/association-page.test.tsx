import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import AssociationPage from '../../../src/features/gestao/components/association/association-page';
import { fakeApi } from '../profile/fake-api';
import { demoAssociation } from './association-fixture';
import { renderRoute } from '../render';

afterEach(() => vi.unstubAllGlobals());

const data = demoAssociation;

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

it('says "salvos" right under Salvar and moves the focus there; the tab is named after the screen', async () => {
  const user = userEvent.setup();
  fakeApi({ 'gestao/associacao': () => data });
  renderRoute('/gestao/associacao', [{ path: '/gestao/associacao', element: <AssociationPage /> }]);
  const save = await screen.findByRole('button', { name: 'Salvar' });
  expect(document.title).toBe('Dados da associação · Quita');
  await user.click(save);
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('Dados da associação salvos.');
  expect(status).toHaveFocus();
  // In the form, right after its button: not under the logo, a screen further down on a phone.
  expect(save.closest('form')).toContainElement(status);
  expect(save.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('"Cor principal" is a colour picker beside its code, with the contrast on white text shown', async () => {
  const user = userEvent.setup();
  fakeApi({ 'gestao/associacao': () => data });
  renderRoute('/gestao/associacao', [{ path: '/gestao/associacao', element: <AssociationPage /> }]);
  const picker = await screen.findByLabelText('Cor principal');
  expect(picker).toHaveAttribute('type', 'color');
  await user.type(screen.getByLabelText('Código da cor'), '#0B5FA5');
  expect(picker).toHaveValue('#0b5fa5');
  expect(screen.getByText(/^Contraste com o texto branco: 6,6:1\.$/)).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Código da cor'));
  await user.type(screen.getByLabelText('Código da cor'), '#FFD400');
  expect(
    screen.getByText(/Contraste com o texto branco: 1,\d:1 — abaixo do mínimo de 4,5:1\./),
  ).toBeInTheDocument();
});
