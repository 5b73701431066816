import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { readJoinLink } from '../../domain/association-link';
import { QR_POSTER_CALL } from '../../domain/contract/gestao-qr';
import { bearer, GESTOR_PSI, staffLoginThroughForm, staffToken } from './support/gestao-staff';
import { createConfirmedMember } from './support/new-member';
import { expectAccessible } from './support/a11y';
import { openGestaoSection } from './support/gestao';

const SHOTS = process.env.E2E_SCREENSHOTS;

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
  test.setTimeout(150_000);
  await staffLoginThroughForm(page, GESTOR_PSI);
  await openGestaoSection(page, 'QR de associação');
  await expect(page.getByRole('heading', { name: 'QR de associação', level: 1 })).toBeVisible();
  await page.getByLabel('Categoria').selectOption({ label: 'Titular' });
  await expect(page.getByRole('img', { name: 'QR de associação da categoria Titular' })).toBeVisible();
  await expect(page.getByText(QR_POSTER_CALL)).toBeVisible();
  // "Link de adesão": the link inside the code, shown and copied.
  const link = page.getByLabel('Link de adesão');
  await expect(link).toHaveValue(
    /^https?:\/\/[^/]+\/associese\/1024839\?categoria=\d+&emitido=\d+&assinatura=/,
  );
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copiar link' }).click();
  await expect(page.getByText('Link copiado.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  await expectAccessible(page, '/gestao/qr (link de adesão)');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/qr-link-adesao-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/qr-link-adesao-1280.png`, fullPage: true });

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
  // What a phone's camera reads: an https link (PUBLIC_URL) to the association's join page.
  expect(code).toBe(await page.getByLabel('Link de adesão').inputValue());
  expect(readJoinLink(code!)).toMatchObject({ emitente: 1024839, categoria: titular });

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

  // The phone's camera opens the link: the join page names the association with its logo.
  const joinUrl = new URL(code!);
  for (const width of [390, 1280]) {
    const phone = await page
      .context()
      .browser()!
      .newContext({ viewport: { width, height: 844 } });
    const visitor = await phone.newPage();
    await visitor.goto(`${joinUrl.pathname}${joinUrl.search}`);
    await expect(visitor.getByRole('heading', { name: 'Associe-se' })).toBeVisible();
    await expect(visitor.locator('.registration-association')).toContainText('Associação Demo de Psicologia');
    await expect(visitor.getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      '/login?emitente=1024839',
    );
    if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/adesao-pagina-${width}.png`, fullPage: true });
    // The member login page has "Cadastre-se": to the association's sign-up when it is known.
    await visitor.getByRole('link', { name: 'Entrar' }).click();
    await expect(visitor.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute(
      'href',
      '/register/1024839',
    );
    if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/login-cadastre-se-${width}.png`, fullPage: true });
    await visitor.goto('/login');
    await visitor.getByText('Cadastre-se').click();
    await expect(visitor.getByText(/abra o link de adesão que ela enviou/)).toBeVisible();

    // A member of another association opens the link: at 390 px through "Entrar" on the join page,
    // which comes back to it; at 1280 px already logged in. Either way the request to join is sent.
    const other = await createConfirmedMember(request, { firstName: `Adesao${width}`, idEmitenteML: 428 });
    await visitor.goto(`${joinUrl.pathname}${joinUrl.search}`);
    if (width === 390) {
      await visitor.getByRole('link', { name: 'Entrar' }).click();
    } else {
      await visitor.goto('/login');
    }
    await visitor.getByLabel('E-mail ou celular').fill(other.email);
    await visitor.getByLabel('Senha').fill(other.senha);
    await visitor.getByRole('button', { name: 'Entrar' }).click();
    if (width === 1280) {
      await expect(visitor).not.toHaveURL(/\/login/);
      await visitor.goto(`${joinUrl.pathname}${joinUrl.search}`);
    }
    await expect(
      visitor.getByText('Solicitação de associação enviada para Associação Demo de Psicologia.'),
    ).toBeVisible();
    await expect(visitor).toHaveURL(/\/qrcodeAssociar/);
    if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/adesao-logado-${width}.png`, fullPage: true });
    await phone.close();
  }
});
