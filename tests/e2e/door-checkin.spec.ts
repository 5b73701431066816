import { expect, test, type Page } from '@playwright/test';
import { CHECKIN_VERDICT } from '../../domain/congress-messages';
import { DOOR_MSG } from '../../domain/door-messages';
import { expectAccessible } from './support/a11y';
import { installChangingCamera, showOnCamera } from './support/door-camera';
import { courtesyTicket, doorCourse } from './support/door-tickets';
import { bearer, GESTOR, staffLoginThroughForm, staffToken } from './support/gestao-staff';
import { openGestaoSection } from './support/gestao';
import { watchNetwork } from './support/quiet-network';

const SHOTS = process.env.E2E_SCREENSHOTS;
const verdict = (page: Page) => page.locator('.checkin-verdict');

async function openDoor(page: Page, eventName: string) {
  await staffLoginThroughForm(page, GESTOR);
  await openGestaoSection(page, 'Check-in');
  await page.getByLabel('Evento').selectOption({ label: eventName });
  await expect(page.getByText(DOOR_MSG.pointCamera)).toBeVisible();
}

test('the camera at the door: confirmed, of another event, already used, invalid', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const gestor = await staffToken(request, GESTOR);
  const stamp = Date.now().toString(36);
  const course = await doorCourse(request, gestor, `Curso Porta E2E ${stamp}`);
  const neighbour = await doorCourse(request, gestor, `Curso Vizinho E2E ${stamp}`);
  const guest = await courtesyTicket(request, gestor, course, 'Porteira');
  const other = await courtesyTicket(request, gestor, neighbour, 'Vizinha');

  await installChangingCamera(page.context());
  await page.setViewportSize({ width: 390, height: 844 });
  await openDoor(page, course.name);

  await showOnCamera(page, guest.payload);
  await expect(verdict(page)).toContainText(CHECKIN_VERDICT.confirmed);
  await expect(verdict(page)).toContainText(`${guest.name} · Titular`);
  expect(
    await verdict(page)
      .locator('.checkin-verdict-title')
      .evaluate((e) => getComputedStyle(e).fontSize),
  ).toMatch(/^(2[8-9]|[3-9]\d)/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/porta-confirmada-390.png`, fullPage: true });

  await showOnCamera(page, other.payload);
  await expect(verdict(page)).toContainText(CHECKIN_VERDICT.otherEvent);

  await showOnCamera(page, guest.payload);
  await expect(verdict(page)).toContainText(CHECKIN_VERDICT.alreadyUsed);
  await expect(verdict(page)).toContainText(guest.name);
  await expect(verdict(page)).toContainText(
    /Usado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}:\d{2} no aparelho porta-/,
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/porta-ja-utilizado-390.png`, fullPage: true });
  await expectAccessible(page, '/gestao/checkin (camera)');

  await page.setViewportSize({ width: 1280, height: 900 });
  const forged = guest.payload.slice(0, -4) + (guest.payload.endsWith('AAAA') ? 'BBBB' : 'AAAA');
  await showOnCamera(page, forged);
  await expect(verdict(page)).toContainText(CHECKIN_VERDICT.invalid);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/porta-invalido-1280.png`, fullPage: true });

  // "Digitar código" goes through the same answer.
  await page.getByLabel('Código do ingresso').fill(other.code);
  await page.getByRole('button', { name: 'Confirmar entrada', exact: true }).click();
  await expect(verdict(page)).toContainText(CHECKIN_VERDICT.otherEvent);
});

test('two doors offline take the same ticket: each confirms it, both sync, the back office lists the double entry', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const gestor = await staffToken(request, GESTOR);
  const course = await doorCourse(request, gestor, `Curso Offline E2E ${Date.now().toString(36)}`);
  const guest = await courtesyTicket(request, gestor, course, 'Offline');
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const second = await browser.newContext({ baseURL, locale, timezoneId });
  const door2 = await second.newPage();
  await installChangingCamera(page.context());
  await installChangingCamera(second);
  await page.setViewportSize({ width: 390, height: 844 });
  await door2.setViewportSize({ width: 1280, height: 900 });
  for (const door of [page, door2]) {
    const network = watchNetwork(door);
    await door.bringToFront();
    await openDoor(door, course.name);
    await expect(door.getByText(DOOR_MSG.bookKept(1))).toBeVisible();
    await network.quiet();
  }

  await page.context().setOffline(true);
  await second.setOffline(true);
  for (const door of [page, door2]) {
    // Each door is a device of its own, its screen in front (Chromium pauses a background tab's video).
    await door.bringToFront();
    await expect(door.getByText(DOOR_MSG.offline)).toBeVisible();
    await showOnCamera(door, guest.payload);
    await expect(verdict(door)).toContainText(CHECKIN_VERDICT.confirmed);
    await expect(verdict(door)).toContainText(`${guest.name} · Titular`);
    await expect(verdict(door)).toContainText(DOOR_MSG.checkedOnDevice);
    await expect(door.getByText(DOOR_MSG.pending(1))).toBeVisible();
    // The guest walks on: a badge left before the camera is read again after 10 s (another entrance).
    await showOnCamera(door, null);
  }
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/porta-offline-390.png`, fullPage: true });
  if (SHOTS) await door2.screenshot({ path: `${SHOTS}/porta-offline-1280.png`, fullPage: true });
  // Offline, the device still tells a forged code and the same ticket typed again.
  await page.bringToFront();
  await showOnCamera(page, guest.payload.replace(`.${course.id}.`, `.${course.id + 1}.`));
  await expect(verdict(page)).toContainText(CHECKIN_VERDICT.invalid);
  // Typed while the forged badge is still held up: the typed code's answer stays.
  await page.getByLabel('Código do ingresso').fill(guest.code);
  await page.getByRole('button', { name: 'Confirmar entrada', exact: true }).click();
  await expect(verdict(page)).toContainText(CHECKIN_VERDICT.alreadyUsed);
  await expect(page.getByText(DOOR_MSG.pending(2))).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(verdict(page)).toContainText(CHECKIN_VERDICT.alreadyUsed);
  await expectAccessible(page, '/gestao/checkin (offline)');

  await page.context().setOffline(false);
  await expect(page.getByText(DOOR_MSG.offline)).toHaveCount(0);
  await expect(page.getByText(/aguardando envio/)).toHaveCount(0);
  await second.setOffline(false);
  await expect(door2.getByText(/aguardando envio/)).toHaveCount(0);
  await second.close();
  const recorded = await request.get(`/api/gestao/checkin/events/${course.id}/duplicates`, {
    headers: bearer(gestor),
  });
  expect(await recorded.json()).toMatchObject({ duplicates: [{ name: guest.name, code: guest.code }] });

  await page.setViewportSize({ width: 1280, height: 900 });
  await openGestaoSection(page, 'Eventos');
  await page.getByRole('link', { name: course.name }).click();
  const duplicates = page.getByRole('region', { name: 'Entradas em duplicidade' });
  await expect(duplicates.getByRole('row')).toHaveCount(2);
  await expect(duplicates.getByRole('row').nth(1)).toContainText(guest.name);
  await expect(duplicates.getByRole('row').nth(1)).toContainText(guest.code);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/evento-duplicidade-1280.png`, fullPage: true });
  await expectAccessible(page, 'event page (Entradas em duplicidade)');
});
