import { expect, type Page } from '@playwright/test';
import { COMMON_MSG } from '../../domain/messages';
import { expectAccessible } from './support/a11y';
import { MARIA, tokenFor } from './support/demo';
import { cameraTest as test } from './support/fake-camera';
import { openLoggedIn } from './support/wallet';

// The camera shows a QR code that is JSON but not an association code.
test.use({ cameraQr: { text: JSON.stringify({ tipo: 'outro', emitente: 1024839 }) } });

const alert = (page: Page) => page.getByRole('alertdialog');

test('a code that is not an association code is refused with the spec message', async ({ page, request }) => {
  let associateCalls = 0;
  await page.route('**/api/emitente/associarEmitente', (route) => {
    associateCalls++;
    return route.continue();
  });
  await openLoggedIn(page, await tokenFor(request, MARIA), '/qrcodeAssociar');
  await expect(alert(page)).toContainText(COMMON_MSG.qrReadFailed);
  await expect(alert(page)).toHaveAccessibleName('Erro');
  // It stays until OK (issue 38 item 12): the scan finds it open.
  await expectAccessible(page, '/qrcodeAssociar (read failed)');

  await alert(page).getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Ler novamente' }).click();
  await expect(alert(page)).toContainText(COMMON_MSG.qrReadFailed);
  expect(associateCalls).toBe(0);
});

test('without a camera the spec message is shown', async ({ page, request }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Requested device not found', 'NotFoundError'));
  });
  await openLoggedIn(page, await tokenFor(request, MARIA), '/qrcodeAssociar');
  await expect(alert(page)).toContainText(COMMON_MSG.noCameras);
  await expect(page.getByRole('button', { name: 'Ler novamente' })).toBeVisible();
  await expectAccessible(page, '/qrcodeAssociar (no camera)');
});
