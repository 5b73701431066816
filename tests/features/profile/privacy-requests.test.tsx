import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyPrivacyRequest } from '../../../domain/contract/privacy-requests';
import { ERASURE_KEPT, PRIVACY_REQUEST_MSG as MSG } from '../../../domain/privacy-request-messages';
import { PrivacyPage } from '../../../src/features/profile/components/privacy-page';
import { renderRoute } from '../render';
import { fakeApi } from './fake-api';

const WAITING: MyPrivacyRequest = {
  id: 7,
  kind: 'erasure',
  status: 'pending',
  associationName: 'Sociedade Demo',
  requestedAt: '2026-03-01T12:00:00.000Z',
  dueAt: '2026-03-16T12:00:00.000Z',
  field: null,
  newValue: null,
  answer: null,
  answeredAt: null,
  keptReason: null,
};

const HELD = { cpf: '52998224725', crm: '654321', crmUf: 'RJ' };

function renderPage({ wrongPin = false } = {}) {
  let items: MyPrivacyRequest[] = [];
  const api = fakeApi({
    'privacidade/solicitacoes': () => ({ items, held: HELD }),
    'privacidade/exclusao': () => {
      if (wrongPin) {
        return new Response(
          JSON.stringify({ ok: false, message: 'PIN incorreto. 4 tentativas restantes.' }),
          {
            status: 403,
          },
        );
      }
      items = [WAITING];
      return { ok: true, erasedNow: false };
    },
    'privacidade/solicitacoes/7/cancelar': () => {
      items = [{ ...WAITING, status: 'cancelled' }];
      return { ok: true };
    },
    'privacidade/correcoes': () => ({ ok: true }),
    'privacidade/consentimentos': () => ({ consents: [] }),
    'privacidade/acessos': () => ({ views: [] }),
  });
  renderRoute('/meusDados', [{ path: '/meusDados', element: <PrivacyPage /> }], { session: { token: 't' } });
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('Meus dados e privacidade › Excluir minha conta', () => {
  it('says what is erased and kept, asks the password and the PIN, and shows the request waiting', async () => {
    const { calls } = renderPage();
    expect(await screen.findByRole('heading', { name: MSG.erasureHeading })).toBeInTheDocument();
    expect(screen.getByText(ERASURE_KEPT.payments)).toBeInTheDocument();
    expect(screen.getByText(ERASURE_KEPT.assemblies)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MSG.erasureStart }));

    await userEvent.type(screen.getByLabelText(MSG.password), 'Senha@2026');
    await userEvent.type(screen.getByLabelText(MSG.pin), '12');
    await userEvent.click(screen.getByRole('button', { name: MSG.erasureSubmit }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.pinRequired);
    expect(calls.some((c) => c.path === 'privacidade/exclusao')).toBe(false);

    await userEvent.type(screen.getByLabelText(MSG.pin), '34');
    await userEvent.click(screen.getByRole('button', { name: MSG.erasureSubmit }));
    expect(await screen.findByText(MSG.erasurePending('16/03/2026'))).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'privacidade/exclusao')?.body).toEqual({
      password: 'Senha@2026',
      pin: '1234',
    });

    await userEvent.click(screen.getByRole('button', { name: MSG.erasureCancel }));
    expect(await screen.findByRole('button', { name: MSG.erasureStart })).toBeInTheDocument();
    expect(screen.getByText(/Cancelada/)).toBeInTheDocument();
  });

  it("shows the server's refusal and empties the PIN", async () => {
    renderPage({ wrongPin: true });
    await userEvent.click(await screen.findByRole('button', { name: MSG.erasureStart }));
    await userEvent.type(screen.getByLabelText(MSG.password), 'Senha@2026');
    await userEvent.type(screen.getByLabelText(MSG.pin), '9999');
    await userEvent.click(screen.getByRole('button', { name: MSG.erasureSubmit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('PIN incorreto. 4 tentativas restantes.');
    expect(screen.getByLabelText(MSG.pin)).toHaveValue('');
  });
});

describe('Meus dados e privacidade › Solicitar correção', () => {
  it('shows the CPF and the CRM held today', async () => {
    renderPage();
    const list = await screen.findByLabelText(MSG.heldNow);
    expect(list).toHaveTextContent('CPF529.982.247-25');
    expect(list).toHaveTextContent('CRM654321/RJ');
  });

  it('sends the field, the right value and the reason to the association', async () => {
    const { calls } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: MSG.correctionOpen }));
    await userEvent.selectOptions(screen.getByLabelText(MSG.field), 'crm');
    await userEvent.click(screen.getByRole('button', { name: MSG.correctionSubmit }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.newValueRequired);
    await userEvent.type(screen.getByLabelText(MSG.newValue), '123456');
    await userEvent.type(screen.getByLabelText(MSG.reason), 'Número trocado.');
    await userEvent.click(screen.getByRole('button', { name: MSG.correctionSubmit }));
    expect(await screen.findByText(MSG.correctionSent)).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'privacidade/correcoes')?.body).toEqual({
      field: 'crm',
      newValue: '123456',
      reason: 'Número trocado.',
    });
  });
});
