import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReceivingView } from '../../../domain/contract/gestao-receiving';
import { RECEIVING_MESSAGES as MSG } from '../../../domain/gestao-receiving-messages';
import PixSettingsPage from '../../../src/features/gestao/components/pix-settings/pix-settings-page';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

afterEach(() => vi.unstubAllGlobals());

const KEY = '$aact_chave_digitada_na_tela';
const TOKEN = 'token-do-webhook-digitado-na-tela-0001';

const refusal = (message: string) =>
  new Response(JSON.stringify({ ok: false, message }), {
    status: 400,
    headers: { 'content-type': 'application/json' },
  });

const unconfigured: ReceivingView = {
  chosen: null,
  sandboxAvailable: true,
  hasPixSettings: false,
  asaas: null,
  asaasWebhookUrl: 'https://quita.example/api/webhooks/asaas',
};
const withAsaas: ReceivingView = {
  ...unconfigured,
  chosen: 'asaas',
  asaas: {
    apiUrl: 'https://api.asaas.com/v3',
    apiKeySet: true,
    webhookTokenSet: true,
    updatedAt: '2026-11-27T12:00:00.000Z',
  },
};

/** GET answers `views` in turn (the last one again); each PUT and check answers the next of its list. */
function renderPage(views: ReceivingView[], saves: (() => unknown)[] = [], checks: (() => unknown)[] = []) {
  const api = fakeApi({
    'gestao/receiving': () => (views.length > 1 ? views.shift()! : views[0]!),
    'gestao/receiving/asaas': () => saves.shift()!(),
    'gestao/receiving/asaas/check': () => checks.shift()!(),
  });
  renderRoute('/gestao/recebimentos', [{ path: '/gestao/recebimentos', element: <PixSettingsPage /> }]);
  return api;
}

const form = () => screen.getByRole('form', { name: 'Credenciais do Asaas' });

describe('Recebimentos: how the association receives', () => {
  it('offers Sandbox, API Pix do banco and Asaas; choosing Asaas saves the key and token typed, which never come back', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(
      [unconfigured, unconfigured, withAsaas],
      [() => refusal(MSG.webhookTokenInvalid), () => withAsaas.asaas],
    );
    const options = await screen.findByRole('group', { name: 'Forma de recebimento' });
    expect(
      within(options)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['sandbox', 'pix-api', 'asaas']);
    expect(screen.getByText('a configuração padrão do Quita')).toBeInTheDocument();
    await user.click(within(options).getByLabelText(/Asaas/));
    const status = screen.getByRole('region', { name: 'Asaas' });
    expect(status).toHaveTextContent('não configurado');
    expect(status).toHaveTextContent('https://quita.example/api/webhooks/asaas');

    await user.type(within(form()).getByLabelText('Chave de API'), KEY);
    await user.type(within(form()).getByLabelText('Token do webhook'), 'curto');
    await user.click(within(form()).getByRole('button', { name: 'Salvar' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(MSG.webhookTokenInvalid);

    await user.clear(within(form()).getByLabelText('Token do webhook'));
    await user.type(within(form()).getByLabelText('Token do webhook'), TOKEN);
    await user.click(within(form()).getByRole('button', { name: 'Salvar' }));
    expect(await within(form()).findByRole('status')).toHaveTextContent(
      'A associação passa a receber pelo Asaas.',
    );
    const puts = calls.filter((c) => c.path === 'gestao/receiving/asaas');
    expect(puts.map((c) => c.body)).toEqual([
      { apiKey: KEY, webhookToken: 'curto' },
      { apiKey: KEY, webhookToken: TOKEN },
    ]);
    // Write-only: the fields empty again, and the screen shows only that both are set.
    expect(within(form()).getByLabelText('Chave de API')).toHaveValue('');
    expect(await screen.findByText('configurada')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(KEY);
    expect(document.body).not.toHaveTextContent(TOKEN);
    expect(await screen.findByText('Asaas', { selector: 'strong', ignore: 'label *' })).toBeInTheDocument();
  });

  it('Testar conexão shows Asaas’s refusal in pt-BR, then the success', async () => {
    const user = userEvent.setup();
    renderPage(
      [withAsaas],
      [],
      [() => ({ passed: false, message: 'A chave de API fornecida é inválida' }), () => ({ passed: true })],
    );
    const check = await screen.findByRole('region', { name: 'Testar conexão' });
    await user.click(within(check).getByRole('button', { name: 'Testar conexão' }));
    expect(await within(check).findByRole('alert')).toHaveTextContent('A chave de API fornecida é inválida');
    await user.click(within(check).getByRole('button', { name: 'Testar conexão' }));
    expect(await within(check).findByRole('status')).toHaveTextContent(MSG.checkPassed);
  });

  it('a check made right after saving keeps its answer when the settings are read back', async () => {
    const user = userEvent.setup();
    const saved = { ...withAsaas.asaas!, updatedAt: '2026-11-29T16:11:00.000Z' };
    let release = () => {};
    const readBack = new Promise<void>((resolve) => (release = resolve));
    let gets = 0;
    fakeApi({
      'gestao/receiving': () => {
        gets += 1;
        if (gets === 1) return withAsaas;
        // The read-back after the save arrives late, after the gestor's click on "Testar conexão".
        const body = JSON.stringify({ ...withAsaas, asaas: saved });
        return new Response(
          new ReadableStream({
            start: (c) => void readBack.then(() => (c.enqueue(new TextEncoder().encode(body)), c.close())),
          }),
          { headers: { 'content-type': 'application/json' } },
        );
      },
      'gestao/receiving/asaas': () => saved,
      'gestao/receiving/asaas/check': () => ({ passed: true }),
    });
    renderRoute('/gestao/recebimentos', [{ path: '/gestao/recebimentos', element: <PixSettingsPage /> }]);
    await user.type(
      await within(await screen.findByRole('form', { name: 'Credenciais do Asaas' })).findByLabelText(
        'Chave de API',
      ),
      KEY,
    );
    await user.click(within(form()).getByRole('button', { name: 'Salvar' }));
    expect(await within(form()).findByRole('status')).toHaveTextContent('salvos');
    const check = screen.getByRole('region', { name: 'Testar conexão' });
    await user.click(within(check).getByRole('button', { name: 'Testar conexão' }));
    expect(await within(check).findByRole('status')).toHaveTextContent(MSG.checkPassed);
    release();
    await vi.waitFor(() => expect(gets).toBeGreaterThan(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      within(screen.getByRole('region', { name: 'Testar conexão' })).getByRole('status'),
    ).toHaveTextContent(MSG.checkPassed);
  });

  it('without SANDBOX the sandbox is not offered', async () => {
    renderPage([{ ...unconfigured, sandboxAvailable: false }]);
    const options = await screen.findByRole('group', { name: 'Forma de recebimento' });
    expect(
      within(options)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['pix-api', 'asaas']);
  });
});
