import { expect, test, type Page } from '@playwright/test';
import { COMMON_MSG, videoTooBig } from '../../domain/messages';
import { GESTOR, openGestaoSection, staffLoginThroughForm } from './support/gestao';
import { newPerson } from './support/people';
import { dismissAlert, fillAssociationForm } from './support/registration-form';

const PDF_HEAD = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n';
/** A PDF of about `kib` KiB: big enough for a connection to break in the middle of it. */
const pdfOf = (kib: number) =>
  Buffer.concat([Buffer.from(PDF_HEAD), Buffer.alloc(kib * 1024, 0x20), Buffer.from('\n%%EOF\n')]);

async function associationForm(page: Page, firstName: string) {
  const person = newPerson(firstName);
  await fillAssociationForm(page, person);
  return person;
}

/** The tus calls the page makes (the upload token, creation, HEAD and PATCH). */
function uploadCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/uploads/')) calls.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  return calls;
}

test('a document is uploaded through tus with its progress bar, and staff see it in Solicitações', async ({
  page,
}) => {
  const person = await associationForm(page, 'Tusnara');
  const calls = uploadCalls(page);
  await page.getByLabel(/Anexar documentos/).setInputFiles({
    name: 'diploma.pdf',
    mimeType: 'application/pdf',
    buffer: pdfOf(64),
  });
  const bar = page.getByRole('progressbar', { name: 'Envio de diploma.pdf' });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('list', { name: 'Documentos anexados' })).toContainText('diploma.pdf');
  expect(calls).toEqual(expect.arrayContaining(['POST /api/uploads/token', 'POST /api/uploads/files']));
  expect(calls.some((c) => c.startsWith('PATCH /api/uploads/files/'))).toBe(true);

  // The registration carries the upload's id, not the bytes.
  const registration = page.waitForRequest('**/api/auth/registrarConta');
  await page.getByRole('button', { name: 'Salvar' }).click();
  const body = (await registration).postDataJSON() as {
    arquivos: Record<string, unknown>[];
    uploadToken: string;
  };
  expect(body.arquivos[0]).toMatchObject({
    nome: 'diploma.pdf',
    uploadId: expect.stringMatching(/^[a-f0-9]{32}$/),
  });
  expect(body.arquivos[0]).not.toHaveProperty('arquivo');
  expect(body.uploadToken).toBeTruthy();
  await dismissAlert(page, COMMON_MSG.accountRegistered);

  await staffLoginThroughForm(page, GESTOR);
  await openGestaoSection(page, 'Solicitações');
  const row = page.getByRole('row').filter({ hasText: person.nome });
  const opened = page.waitForResponse((r) => r.url().includes('/api/gestao/documents/'));
  await row.getByRole('button', { name: 'Ver diploma.pdf' }).click();
  const file = await opened;
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 8).toString()).toBe('%PDF-1.4');
});

test('a video over 1GB is refused with the spec message before any byte is sent', async ({ page }) => {
  await associationForm(page, 'Videonara');
  const calls = uploadCalls(page);
  // 1025 slices of the same 1 MiB blob: the browser keeps one MiB, the file says 1025 MiB.
  await page.getByLabel('Anexar vídeo (MP4 ou WEBM, até 1GB)').evaluate((input: HTMLInputElement) => {
    const mib = new Blob([new Uint8Array(1024 * 1024)]);
    const video = new File(
      Array.from({ length: 1025 }, () => mib),
      'aula.mp4',
      { type: 'video/mp4' },
    );
    const picked = new DataTransfer();
    picked.items.add(video);
    input.files = picked.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await dismissAlert(page, videoTooBig('aula.mp4'));
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(calls).toEqual([]);
});

test('a connection broken in the middle of the upload resumes from what the server has', async ({ page }) => {
  await associationForm(page, 'Retomada');
  const pdf = pdfOf(256);
  const half = Math.floor(pdf.length / 2);
  const patches: string[] = [];
  let broken = false;
  await page.route('**/api/uploads/files/*', async (route) => {
    const request = route.request();
    if (request.method() !== 'PATCH') return route.continue();
    patches.push(request.headers()['upload-offset'] ?? '');
    if (broken) return route.continue();
    broken = true;
    // Half of the bytes reach the server, then the line drops before the browser hears back.
    await route.fetch({ postData: request.postDataBuffer()!.subarray(0, half) });
    return route.abort('connectionreset');
  });
  const heads = page.waitForRequest((r) => r.method() === 'HEAD' && r.url().includes('/api/uploads/files/'));
  await page
    .getByLabel(/Anexar documentos/)
    .setInputFiles({ name: 'grande.pdf', mimeType: 'application/pdf', buffer: pdf });
  await heads; // the retry asks the server where the upload stands
  const bar = page.getByRole('progressbar', { name: 'Envio de grande.pdf' });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  expect(patches).toEqual(['0', String(half)]);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await dismissAlert(page, COMMON_MSG.accountRegistered);
});
