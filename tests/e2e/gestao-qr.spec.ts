import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { bearer, GESTOR_PSI, staffLoginThroughForm, staffToken } from './support/gestao-staff';
import { createConfirmedMember } from './support/new-member';

/** The pixels of a PNG as the browser decodes them, read by jsQR as the app's scanner does. */
async function readQr(page: Page, png: Buffer): Promise<string | undefined> {
  const { width, height, rgba } = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    return { width: canvas.width, height: canvas.height, rgba: Array.from(data) };
  }, png.toString('base64'));
  return jsQR(new Uint8ClampedArray(rgba), width, height)?.data;
}

test('gestor.psi downloads the Titular QR as PNG and as a poster; a member’s scan of it is accepted', async ({
  page,
  request,
}) => {
  await staffLoginThroughForm(page, GESTOR_PSI);
  await page.getByRole('link', { name: 'QR de associação' }).click();
  await expect(page.getByRole('heading', { name: 'QR de associação', level: 1 })).toBeVisible();
  await page.getByLabel('Categoria').selectOption({ label: 'Titular' });
  await expect(page.getByRole('img', { name: 'QR de associação da categoria Titular' })).toBeVisible();
  await expect(page.getByText('Aponte a câmera do app Quita para se associar')).toBeVisible();

  const [pngDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Baixar PNG' }).click(),
  ]);
  expect(pngDownload.suggestedFilename()).toBe('qr-associacao-titular.png');
  const code = await readQr(page, readFileSync((await pngDownload.path())!));
  // The association's own Titular: its id is the database's, not the demo association's 601.
  const listed = await request.get('/api/gestao/association-categories', {
    headers: bearer(await staffToken(request, GESTOR_PSI)),
  });
  const { categories } = (await listed.json()) as { categories: { categoryId: number; name: string }[] };
  const titular = categories.find((c) => c.name === 'Titular')!.categoryId;
  expect(titular).not.toBe(601);
  expect(code && JSON.parse(code)).toMatchObject({
    tipo: 'associacao',
    emitente: 1024839,
    categoria: titular,
  });

  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar cartaz (PDF)' }).click(),
  ]);
  expect(pdfDownload.suggestedFilename()).toBe('cartaz-qr-titular.pdf');
  expect(
    readFileSync((await pdfDownload.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The member's QR screen sends what it read to associarEmitente: the code is accepted.
  const member = await createConfirmedMember(request, { firstName: 'Quintino' });
  const scan = await request.post('/api/emitente/associarEmitente', {
    headers: { authorization: `Bearer ${member.token}` },
    data: { QRCODE: code },
  });
  expect(await scan.json()).toEqual({
    resultado: true,
    msg: 'Solicitação de associação enviada para Associação Demo de Psicologia.',
  });
});
