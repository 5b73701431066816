import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffPrivacyRequest } from '../../../domain/contract/privacy-requests';
import { PRIVACY_REQUEST_MSG as MSG } from '../../../domain/privacy-request-messages';
import RequestsPage from '../../../src/features/gestao/components/requests/requests-page';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

const DAY = 86_400_000;
const NOW = Date.now();
const iso = (days: number) => new Date(NOW + days * DAY).toISOString();

const request = (fields: Partial<StaffPrivacyRequest> & { id: number }): StaffPrivacyRequest => ({
  kind: 'erasure',
  status: 'pending',
  requestedAt: iso(-3),
  dueAt: iso(12),
  field: null,
  newValue: null,
  answer: null,
  answeredAt: null,
  keptReason: null,
  memberId: 100 + fields.id,
  memberName: `Titular ${fields.id}`,
  currentValue: null,
  reason: null,
  overdueItems: [],
  answeredByName: null,
  ...fields,
});

const ERASURE = request({ id: 1, memberName: 'Ana Apagar' });
const CORRECTION = request({
  id: 2,
  kind: 'correction',
  memberName: 'Beatriz Corrigir',
  field: 'crm',
  currentValue: '123456',
  newValue: '654321',
  reason: 'O número foi digitado errado no cadastro.',
});
const OWES = request({
  id: 3,
  memberName: 'Carla Devedora',
  requestedAt: iso(-20),
  dueAt: iso(-5),
  overdueItems: ['Anuidade 2026 (vencida em 31/03/2026)'],
});
const TO_REFUSE = request({ id: 4, memberName: 'Daniela Recusar' });

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  let items = [ERASURE, CORRECTION, OWES, TO_REFUSE];
  const answered = (id: number, fields: Partial<StaffPrivacyRequest>) => () => {
    items = items.map((r) => (r.id === id ? { ...r, ...fields } : r));
    return { ok: true };
  };
  const api = fakeApi({
    'gestao/requests': () => ({ items: [], total: 0, page: 1, pageSize: 20 }),
    'gestao/activities': () => ({ items: [], total: 0, page: 1, pageSize: 20 }),
    'gestao/privacy-requests': () => ({ items, total: items.length, page: 1, pageSize: 20 }),
    'gestao/privacy-requests/1/approve': answered(1, { status: 'done', answer: MSG.erasedAnswer }),
    'gestao/privacy-requests/2/apply': answered(2, {
      status: 'done',
      answer: MSG.correctedAnswer('CRM', '654321'),
      answeredAt: new Date(NOW).toISOString(),
      answeredByName: 'Gestora Demo',
    }),
    'gestao/privacy-requests/3/approve': answered(3, { status: 'kept' }),
    'gestao/privacy-requests/4/refuse': answered(4, { status: 'refused', answer: 'Há processo em curso.' }),
  });
  renderRoute('/gestao/solicitacoes', [{ path: '/gestao/solicitacoes', element: <RequestsPage /> }]);
  return api;
}

const section = () => screen.findByRole('region', { name: MSG.staffHeading });
const rowOf = async (name: string) => (await within(await section()).findByText(name)).closest('tr')!;

describe('Solicitações › "Privacidade (LGPD)"', () => {
  it('shows each request with its 15-day clock; an overdue one reads "atrasada" with its pendências', async () => {
    renderPage();
    expect(await rowOf('Ana Apagar')).toHaveTextContent('vence em 12 dias');
    const owes = await rowOf('Carla Devedora');
    expect(owes).toHaveTextContent('atrasada');
    expect(owes).toHaveTextContent(`${MSG.overdueItems}: Anuidade 2026 (vencida em 31/03/2026)`);
    const correction = await rowOf('Beatriz Corrigir');
    expect(correction).toHaveTextContent('Correção de dado: CRM de 123456 para 654321');
    expect(correction).toHaveTextContent('Motivo: O número foi digitado errado no cadastro.');
  });

  it('Aprovar exclusão erases at once when nothing is owed', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    await user.click(within(await rowOf('Ana Apagar')).getByRole('button', { name: 'Aprovar exclusão' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG.approved);
    expect(api.calls.find((c) => c.path === 'gestao/privacy-requests/1/approve')?.body).toEqual({});
    expect(await rowOf('Ana Apagar')).toHaveTextContent(MSG.statuses.done);
  });

  it('with pendências financeiras, approving asks why they are kept and sends the reason', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    await user.click(within(await rowOf('Carla Devedora')).getByRole('button', { name: 'Aprovar exclusão' }));
    const dialog = screen.getByRole('dialog', { name: 'Aprovar exclusão mantendo pendências' });
    expect(dialog).toHaveTextContent('Anuidade 2026 (vencida em 31/03/2026)');
    expect(api.calls.some((c) => c.path === 'gestao/privacy-requests/3/approve')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Aprovar exclusão' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG.keptReasonRequired);
    await user.type(within(dialog).getByLabelText('Motivo para manter'), 'Cobrança da anuidade vencida.');
    await user.click(within(dialog).getByRole('button', { name: 'Aprovar exclusão' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG.approved);
    expect(api.calls.find((c) => c.path === 'gestao/privacy-requests/3/approve')?.body).toEqual({
      keptReason: 'Cobrança da anuidade vencida.',
    });
    expect(await rowOf('Carla Devedora')).toHaveTextContent(MSG.statuses.kept);
  });

  it('Recusar asks the answer the member reads and records it on the row', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    await user.click(within(await rowOf('Daniela Recusar')).getByRole('button', { name: 'Recusar' }));
    const dialog = screen.getByRole('dialog', { name: 'Recusar solicitação' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar recusa' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG.answerRequired);
    await user.type(within(dialog).getByLabelText('Resposta ao titular'), 'Há processo em curso.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar recusa' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG.refused);
    expect(api.calls.find((c) => c.path === 'gestao/privacy-requests/4/refuse')?.body).toEqual({
      answer: 'Há processo em curso.',
    });
    const row = await rowOf('Daniela Recusar');
    expect(await within(row).findByText(MSG.statuses.refused)).toBeInTheDocument();
    expect(row).toHaveTextContent('Há processo em curso.');
  });

  it('Aplicar correção changes the field; the answer, who gave it and when stay on the row', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(
      within(await rowOf('Beatriz Corrigir')).getByRole('button', { name: 'Aplicar correção' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(MSG.corrected);
    const row = await rowOf('Beatriz Corrigir');
    expect(await within(row).findByText(MSG.statuses.done)).toBeInTheDocument();
    expect(row).toHaveTextContent('CRM corrigido para 654321.');
    expect(row).toHaveTextContent('Correção de dado: CRM para 654321');
    expect(row).toHaveTextContent('Gestora Demo');
    expect(within(row).queryByRole('button', { name: 'Aplicar correção' })).toBeNull();
  });
});
