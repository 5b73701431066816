import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccessLog, Consent } from '../../../domain/contract/privacy-log';
import { ACCESS_LOG_TEXT, CONSENT_TEXT } from '../../../domain/privacy-messages';
import { TERMS_TEXT } from '../../../domain/terms-text';
import { PrivacyPage } from '../../../src/features/profile/components/privacy-page';
import { renderRoute } from '../render';
import { fakeApi } from './fake-api';

afterEach(() => vi.unstubAllGlobals());

const TERMS: Consent = {
  kind: 'termos',
  version: '2025-1',
  text: TERMS_TEXT,
  givenAt: '2026-03-20T15:00:00.000Z',
  revokedAt: null,
  phone: null,
  revocable: false,
};
const WHATSAPP: Consent = {
  kind: 'whatsapp',
  version: null,
  text: 'Aceito receber lembretes pelo WhatsApp.',
  givenAt: '2026-04-02T13:30:00.000Z',
  revokedAt: null,
  phone: '5511987654321',
  revocable: true,
};
const VIEWS: AccessLog = {
  views: [
    {
      at: '2026-05-10T17:05:00.000Z',
      staffName: 'Gestora Demo',
      staffRole: 'gestor',
      associationName: 'Sociedade Demo de Oftalmologia',
      part: 'ficha',
    },
    {
      at: '2026-05-09T12:00:00.000Z',
      staffName: 'Tesoureiro Demo',
      staffRole: 'financeiro',
      associationName: 'Sociedade Demo de Oftalmologia',
      part: 'recibo',
    },
  ],
};

function render(handlers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(handlers);
  renderRoute('/meusDados', [{ path: '/meusDados', element: <PrivacyPage /> }], {
    session: { token: 'token-da-maria' },
  });
  return api;
}

describe('Meus dados › "Quem acessou meus dados"', () => {
  it('lists who opened the record: name, role, association, what and when (São Paulo time)', async () => {
    render({ 'privacidade/acessos': () => VIEWS, 'privacidade/consentimentos': () => ({ consents: [] }) });
    const section = screen.getByRole('region', { name: ACCESS_LOG_TEXT.heading });
    const items = await within(section).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Gestora Demo (Gestor(a), Sociedade Demo de Oftalmologia)');
    expect(items[0]).toHaveTextContent('Ficha do associado (dados, itens e pagamentos) · 10/05/2026 14:05');
    expect(items[1]).toHaveTextContent('Tesoureiro Demo (Financeiro');
    expect(items[1]).toHaveTextContent('Recibo de pagamento');
  });

  it('says so when nobody opened it', async () => {
    render({
      'privacidade/acessos': () => ({ views: [] }),
      'privacidade/consentimentos': () => ({ consents: [] }),
    });
    expect(await screen.findByText(ACCESS_LOG_TEXT.none)).toBeInTheDocument();
    expect(await screen.findByText(CONSENT_TEXT.none)).toBeInTheDocument();
  });
});

describe('Meus dados › "Consentimentos"', () => {
  it('shows each consent with its date and words; the terms say why they cannot be revoked', async () => {
    render({
      'privacidade/acessos': () => ({ views: [] }),
      'privacidade/consentimentos': () => ({ consents: [WHATSAPP, TERMS] }),
    });
    const section = screen.getByRole('region', { name: CONSENT_TEXT.heading });
    const [whatsapp, terms] = await within(section).findAllByRole('listitem');
    expect(whatsapp).toHaveTextContent('Lembretes pelo WhatsApp');
    expect(whatsapp).toHaveTextContent('+55 (11) 98765-4321');
    expect(whatsapp).toHaveTextContent('Dado em 02/04/2026 10:30');
    expect(terms).toHaveTextContent('Termos de uso e privacidade');
    expect(terms).toHaveTextContent('Versão 2025-1 · Dado em 20/03/2026 12:00');
    expect(terms).toHaveTextContent(CONSENT_TEXT.termsNotRevocable);
    expect(within(terms!).queryByRole('button')).toBeNull();
    await userEvent.click(within(terms!).getByText(CONSENT_TEXT.showText));
    expect(within(terms!).getByText(/Lei Geral de Proteção de Dados/)).toBeVisible();
  });

  it('revokes the WhatsApp consent with the reminders opt-out, then shows it ended', async () => {
    let revoked = false;
    const { calls } = render({
      'privacidade/acessos': () => ({ views: [] }),
      'privacidade/consentimentos': () => ({
        consents: [
          revoked ? { ...WHATSAPP, revokedAt: '2026-06-01T12:00:00.000Z', revocable: false } : WHATSAPP,
          TERMS,
        ],
      }),
      'lembretes/whatsapp': () => {
        revoked = true;
        return { on: false, phone: '5511987654321', grantedAt: null, consentText: WHATSAPP.text };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: CONSENT_TEXT.revoke }));
    expect(await screen.findByRole('status')).toHaveTextContent(CONSENT_TEXT.revokedNow);
    expect(await screen.findByText(/Revogado em 01\/06\/2026 09:00/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CONSENT_TEXT.revoke })).toBeNull();
    expect(calls.filter((c) => c.path === 'lembretes/whatsapp')).toHaveLength(1);
  });
});
