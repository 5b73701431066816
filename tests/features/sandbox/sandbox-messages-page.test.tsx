import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SandboxMessagesPage } from '../../../src/features/sandbox/components/sandbox-messages-page';
import { renderRoute } from '../render';

const routes = [{ path: '/sandbox/mensagens', element: <SandboxMessagesPage /> }];

function answer(byPath: Record<string, unknown>) {
  const fetchMock = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const body = byPath[url.pathname.replace(/^\/api\//, '')];
    return new Response(JSON.stringify(body ?? {}), {
      status: body === undefined ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('SandboxMessagesPage', () => {
  it('says "Indisponível" outside the sandbox', async () => {
    answer({ 'auth/config': { recaptchaSiteKey: 'k', sandbox: false } });
    renderRoute('/sandbox/mensagens', routes);
    expect(await screen.findByText('Indisponível')).toBeInTheDocument();
    expect(screen.queryByLabelText('Destinatário')).not.toBeInTheDocument();
  });

  it("lists the recipient's messages newest first", async () => {
    const fetchMock = answer({
      'auth/config': { recaptchaSiteKey: null, sandbox: true },
      'sandbox/mensagens': {
        mensagens: [
          {
            id: 1,
            canal: 'email',
            para: 'a@b.com',
            assunto: 'Antiga',
            corpo: 'um',
            criadaEm: '2026-01-01T10:00:00.000Z',
          },
          {
            id: 2,
            canal: 'sms',
            para: 'a@b.com',
            assunto: 'Nova',
            corpo: 'dois',
            criadaEm: '2026-01-02T10:00:00.000Z',
          },
        ],
      },
    });
    renderRoute('/sandbox/mensagens', routes);
    await userEvent.type(await screen.findByLabelText('Destinatário'), 'a@b.com');
    await userEvent.click(screen.getByRole('button', { name: 'Ver mensagens' }));
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.querySelector('h2')?.textContent)).toEqual(['Nova', 'Antiga']);
    expect(items[0]).toHaveTextContent('dois');
    const outboxCall = fetchMock.mock.calls.find(([r]) => r.url.includes('/sandbox/mensagens'));
    expect(new URL(outboxCall![0].url).searchParams.get('para')).toBe('a@b.com');
  });
});
