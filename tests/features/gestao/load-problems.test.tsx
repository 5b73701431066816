import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VotingsPage } from '../../../src/features/assemblies/components/votings-page';
import AssociationPage from '../../../src/features/gestao/components/association/association-page';
import { GoodStandingSection } from '../../../src/features/gestao/components/health/good-standing-section';
import TeamPage from '../../../src/features/gestao/components/team/team-page';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';
import { demoAssociation } from './association-fixture';

afterEach(() => vi.unstubAllGlobals());

/** One call's answer while offline (fetch itself fails, as in a browser) and once back online. */
function offlineThenOnline(path: string, answer: unknown) {
  const network = { online: false };
  fakeApi({
    [path]: () => {
      if (!network.online) throw new TypeError('Failed to fetch');
      return answer;
    },
  });
  return network;
}

async function retriesOnline(network: { online: boolean }, element: ReactNode, shows: string | RegExp) {
  const user = userEvent.setup();
  renderRoute('/tela', [{ path: '/tela', element }]);
  expect(await screen.findByText('Sem conexão')).toBeVisible();
  expect(screen.queryByText(shows)).toBeNull();
  network.online = true;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByText(shows)).toBeVisible();
  expect(screen.queryByText('Sem conexão')).toBeNull();
}

describe('"Sem conexão" and "Tentar novamente", which asks again, on every shape of screen', () => {
  it('a list beside the screen’s forms (Equipe)', async () => {
    const network = offlineThenOnline('gestao/team', {
      staff: [
        {
          id: 1,
          name: 'Gestora Demo',
          email: 'gestor@exemplo.com.br',
          role: 'gestor',
          status: 'active',
          inviteExpiresAt: null,
          you: true,
        },
      ],
    });
    await retriesOnline(network, <TeamPage />, 'gestor@exemplo.com.br');
  });

  it('a form that waits for its data (Dados da associação)', async () => {
    const network = offlineThenOnline('gestao/associacao', demoAssociation);
    await retriesOnline(network, <AssociationPage />, 'Dados da associação');
  });

  it('a section of Saúde da associação', async () => {
    const network = offlineThenOnline('gestao/saude/adimplencia', {
      points: [{ day: '2026-11-30', overall: { active: 3, goodStanding: 2 }, categories: [] }],
    });
    await retriesOnline(
      network,
      <GoodStandingSection filters={{ months: 12 }} />,
      /\(2 de 3 membros ativos sem item em atraso\)/,
    );
  });

  it('a member’s screen (Votações)', async () => {
    const network = offlineThenOnline('votacoes', {
      votings: [
        {
          id: 3,
          associationName: 'Sociedade Demo',
          title: 'AGO 2027',
          kind: 'ordinaria',
          phase: 'open',
          votingStartsAt: '2027-03-01T12:00:00.000Z',
          votingEndsAt: '2027-03-02T12:00:00.000Z',
          eligible: true,
          ineligibleReason: null,
        },
      ],
    });
    await retriesOnline(network, <VotingsPage />, 'AGO 2027');
  });
});
