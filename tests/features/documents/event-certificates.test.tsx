import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CODE_HEADER } from '../../../domain/contract/documents';
import { DocumentsPage } from '../../../src/features/documents/components/documents-page';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CODE = 'K7M2Q-9XAB4-PQR56';
const JORNADA = {
  code: CODE,
  title: 'Certificado de participação',
  eventName: 'Jornada Demo de Córnea',
  associationName: 'Sociedade Demo de Oftalmologia',
  issuedAt: '2027-05-14T03:20:00.000Z',
};

describe('Documentos › "Certificados de eventos"', () => {
  it("lists the member's certificates and gives each one's PDF with its verification code", async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:certificado');
    fakeApi({
      documentos: () => ({ associations: [], years: [2026] }),
      'documentos/certificados': () => ({ certificates: [JORNADA] }),
      [`documentos/certificados/${CODE}`]: () =>
        new Response('%PDF-1.3', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="certificado-K7M2Q.pdf"',
            [CODE_HEADER]: CODE,
          },
        }),
    });
    renderRoute('/documentos', [{ path: '/documentos', element: <DocumentsPage /> }]);
    const section = await screen.findByRole('region', { name: 'Certificados de eventos' });
    expect(within(section).getByText('Jornada Demo de Córnea')).toBeVisible();
    expect(
      within(section).getByText(/Sociedade Demo de Oftalmologia · emitido em 14\/05\/2027/),
    ).toBeVisible();

    await user.click(
      within(section).getByRole('button', { name: 'Gerar PDF do certificado de Jornada Demo de Córnea' }),
    );
    const download = await within(section).findByRole('link', { name: 'Baixar PDF' });
    expect(download).toHaveAttribute('href', 'blob:certificado');
    expect(download).toHaveAttribute('download', 'certificado-K7M2Q.pdf');
    expect(within(section).getByText(CODE)).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Verificar autenticidade' })).toHaveAttribute(
      'href',
      `/verificar/${CODE}`,
    );
  });

  it('says where certificates will appear when there is none yet', async () => {
    fakeApi({
      documentos: () => ({ associations: [], years: [2026] }),
      'documentos/certificados': () => ({ certificates: [] }),
    });
    renderRoute('/documentos', [{ path: '/documentos', element: <DocumentsPage /> }]);
    expect(
      await screen.findByText('Os certificados dos eventos de que você participar aparecerão aqui.'),
    ).toBeVisible();
  });

  it('says why a PDF could not be made, as the server words it', async () => {
    const user = userEvent.setup();
    fakeApi({
      documentos: () => ({ associations: [], years: [2026] }),
      'documentos/certificados': () => ({ certificates: [JORNADA] }),
      [`documentos/certificados/${CODE}`]: () =>
        new Response(JSON.stringify({ ok: false, message: 'Documento não encontrado.' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    });
    renderRoute('/documentos', [{ path: '/documentos', element: <DocumentsPage /> }]);
    await user.click(
      await screen.findByRole('button', { name: 'Gerar PDF do certificado de Jornada Demo de Córnea' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Documento não encontrado.');
  });
});
