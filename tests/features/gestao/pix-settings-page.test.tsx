import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PixSettings } from '../../../domain/contract/gestao-pix-settings';
import { PIX_SETTINGS_MESSAGES as MSG } from '../../../domain/gestao-pix-settings-messages';
import PixSettingsPage from '../../../src/features/gestao/components/pix-settings/pix-settings-page';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

afterEach(() => vi.unstubAllGlobals());

const stored: PixSettings = {
  apiUrl: 'https://api.banco.example/pix/v2',
  oauthUrl: null,
  clientIdLast4: 'a1b2',
  certificate: { subject: 'CN=Associacao de Teste', validTo: '2030-01-01T00:00:00.000Z' },
  ca: null,
  chave: 'financeiro@associacao.example',
  account: { branch: '0001', number: '123456', type: 'CORRENTE' },
  updatedAt: '2026-11-26T12:00:00.000Z',
};

const refusal = (message: string) =>
  new Response(JSON.stringify({ ok: false, message }), {
    status: 400,
    headers: { 'content-type': 'application/json' },
  });

/** GET answers the stored settings; each PUT answers the next of `saves`. */
function renderPage(saves: ((body: unknown) => unknown)[]) {
  const api = fakeApi({
    // API Pix is in use: Recebimentos opens on its panel.
    'gestao/receiving': () => ({
      chosen: 'pix-api',
      sandboxAvailable: true,
      hasPixSettings: true,
      asaas: null,
      asaasWebhookUrl: 'https://quita.example/api/webhooks/asaas',
    }),
    'gestao/pix-settings': (body) => (body === undefined ? { settings: stored } : saves.shift()!(body)),
  });
  renderRoute('/gestao/recebimentos', [{ path: '/gestao/recebimentos', element: <PixSettingsPage /> }]);
  return api;
}

const form = () => screen.getByRole('form', { name: 'Credenciais da API Pix' });
const field = (label: string) => within(form()).getByLabelText(label, { exact: true });

describe('Recebimentos: the receiving account of Pix Automático', () => {
  it('opens with the saved account, sends the one typed, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage([
      () => refusal(MSG.accountBranchInvalid),
      () => ({
        settings: { ...stored, account: { branch: null, number: '98765X', type: 'POUPANCA' } },
        webhook: { registered: true, webhookUrl: 'https://quita.example/api/webhooks/pix/428' },
      }),
    ]);
    const summary = await screen.findByRole('region', { name: 'Situação' });
    expect(summary).toHaveTextContent('Agência 0001, conta 12345-6 (conta corrente)');
    expect(await screen.findByLabelText('Agência', { exact: true })).toHaveValue('0001');
    expect(field('Conta')).toHaveValue('12345-6');
    expect(field('Tipo de conta')).toHaveValue('CORRENTE');
    expect(
      within(field('Tipo de conta'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Não informado', 'Conta corrente', 'Conta poupança', 'Conta de pagamento']);

    await user.clear(field('Agência'));
    await user.type(field('Agência'), '12345');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(MSG.accountBranchInvalid);
    expect(within(form()).getByRole('alert')).toHaveFocus();
    expect(field('Agência')).toHaveValue('12345');

    await user.clear(field('Agência'));
    await user.clear(field('Conta'));
    await user.type(field('Conta'), '98765-x');
    await user.selectOptions(field('Tipo de conta'), 'Conta poupança');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const saved = await within(form()).findByRole('status');
    expect(saved).toHaveTextContent('Credenciais salvas.');
    expect(saved).toHaveFocus();
    const puts = calls.filter((c) => c.path === 'gestao/pix-settings' && c.body !== undefined);
    expect(puts.map((c) => c.body)).toMatchObject([
      { accountBranch: '12345', accountNumber: '12345-6', accountType: 'CORRENTE' },
      { accountBranch: '', accountNumber: '98765-x', accountType: 'POUPANCA', clientSecret: '' },
    ]);
    // The saved account, as the server stored it, fills the fields again.
    expect(field('Agência')).toHaveValue('');
    expect(field('Conta')).toHaveValue('98765-X');
    expect(field('Tipo de conta')).toHaveValue('POUPANCA');
  });
});
