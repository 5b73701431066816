import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { cameraTest as test } from './support/fake-camera';
import { createConfirmedMember } from './support/new-member';
import { openLoggedIn } from './support/wallet';

const PSICOLOGIA = 1024839;

// The camera shows Associação Demo de Psicologia's association code (qr-unreadable.spec.ts: other codes).
test.use({ cameraQr: { associationOf: PSICOLOGIA } });

const alert = (page: Page) => page.getByRole('alertdialog');

test("a new member scans an association's code and the association request is sent", async ({
  page,
  request,
}) => {
  const member = await createConfirmedMember(request, { firstName: 'Quiteria' });
  await openLoggedIn(page, member.token, '/qrcodeAssociar');
  await expect(page.getByRole('heading', { name: 'Associar por QR Code' })).toBeVisible();

  await expect(alert(page)).toContainText(
    'Solicitação de associação enviada para Associação Demo de Psicologia.',
  );
  await expect(alert(page)).toHaveAccessibleName('Sucesso');
  // The first code read ends the scan and releases the camera.
  expect(await page.locator('video').evaluate((v) => (v as HTMLVideoElement).srcObject)).toBeNull();
  await expect(page.getByRole('link', { name: 'Voltar ao início' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ler novamente' })).toHaveCount(0);
  await expectAccessible(page, '/qrcodeAssociar (associated)');

  const associations = await request.get('/api/emitente/listarAssociacoesEmitente', {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(JSON.stringify(await associations.json())).toContain(String(PSICOLOGIA));
});

test("the same code again is refused with the server's message; Ler novamente reads again", async ({
  page,
  request,
}) => {
  const member = await createConfirmedMember(request, { firstName: 'Quirino' });
  await openLoggedIn(page, member.token, '/qrcodeAssociar');
  await expect(alert(page)).toContainText('Solicitação de associação enviada');
  await alert(page).getByRole('button', { name: 'OK' }).click();

  await page.reload();
  const waiting =
    'Sua solicitação de associação a Associação Demo de Psicologia já foi enviada e aguarda aprovação.';
  await expect(alert(page)).toContainText(waiting);
  await expect(alert(page)).toHaveAccessibleName('Erro');
  await alert(page).getByRole('button', { name: 'OK' }).click();
  const again = page.getByRole('button', { name: 'Ler novamente' });
  await expect(again).toBeVisible();
  await expectAccessible(page, '/qrcodeAssociar (refused)');

  await again.click();
  await expect(alert(page)).toContainText(waiting);
});
