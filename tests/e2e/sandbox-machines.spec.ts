import { expect, test } from '@playwright/test';
import { COMMON_MSG, pixCountdown } from '../../domain/messages';
import { expectAccessible } from './support/a11y';

/**
 * /sandbox/maquinas on the built app: every machine with its states and events, and a real
 * screen opened in a chosen state whose clock QA moves, so nobody waits 30 minutes for a PIX to
 * expire or 60 s for the resend link.
 */
test.describe('/sandbox/maquinas', () => {
  test('lists every machine with its states, their events and timers', async ({ page }) => {
    await page.goto('/sandbox/maquinas');
    await expect(page.getByRole('heading', { name: 'Máquinas (sandbox)' })).toBeVisible();
    for (const id of [
      'checkout',
      'pinEntry',
      'forgotPassword',
      'login',
      'registration',
      'codeEntry',
      'alerts',
    ])
      await expect(page.getByRole('heading', { name: id, exact: true })).toBeVisible();
    const checkout = page.getByRole('table', { name: 'Estados de checkout' });
    await expect(checkout.getByRole('row', { name: /pix\.countdown\.ticking/ })).toContainText('após tick');
    await expect(checkout.getByRole('row', { name: /^(Abrir checkout em )?expired/ })).toContainText(
      'back, pix.regenerate',
    );
    // The code step is a child machine the flows invoke (forgotPassword's `code` state among them).
    await expect(
      page
        .getByRole('table', { name: 'Estados de codeEntry' })
        .getByRole('row', { name: /entering\.canResend/ }),
    ).toContainText('code.resend');
    await expect(
      page
        .getByRole('table', { name: 'Estados de forgotPassword' })
        .getByRole('row', { name: /code\.waiting/ }),
    ).toContainText('code.entered');
  });

  test('opens the PIX step at 00:05 and lets QA run its clock out to the expired screen', async ({
    page,
  }) => {
    await page.goto('/sandbox/maquinas');
    await page.getByRole('link', { name: 'Abrir checkout em pix', exact: true }).click();
    await expect(page).toHaveURL(/\/sandbox\/maquinas\/checkout\?estado=pix$/);
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(pixCountdown(5));
    await expect(page.getByRole('region', { name: 'PIX', exact: true })).toBeVisible();
    await expect(page.getByLabel('Código PIX')).not.toBeEmpty();

    await page.getByRole('button', { name: 'Avançar 1 s' }).click();
    await expect(timer).toHaveText(pixCountdown(4));
    await expect(page.getByRole('status')).toContainText('relógio da máquina: +1 s');

    await page.getByRole('button', { name: 'Avançar 5 s' }).click();
    const expired = page.getByRole('region', { name: 'PIX expirado' });
    await expect(expired).toContainText(COMMON_MSG.pixExpired);
    await expect(page.getByRole('status')).toContainText('Estado: expired');
    await expect(timer).toBeHidden();

    // The expired screen works as it does for a buyer: a new PIX, with its own 30 minutes.
    await expired.getByRole('button', { name: 'Gerar novo PIX' }).click();
    await expect(timer).toHaveText(/Expiração em (30:00|29:5\d) minutos/);
  });

  test('opens a state chosen in the form, with the seconds QA typed', async ({ page }) => {
    await page.goto('/sandbox/maquinas/checkout?estado=pix');
    await page.getByLabel('Segundos restantes').fill('90');
    await page.getByRole('button', { name: 'Abrir' }).click();
    await expect(page.getByRole('timer')).toHaveText(pixCountdown(90));
    await page.getByLabel('Estado').selectOption('expired');
    await page.getByRole('button', { name: 'Abrir' }).click();
    await expect(page.getByRole('region', { name: 'PIX expirado' })).toBeVisible();
  });

  test("opens the PIN's verification code step and shows the resend link once its 60 s have run", async ({
    page,
  }) => {
    await page.goto('/sandbox/maquinas');
    await page.getByRole('link', { name: 'Abrir pinEntry em recovering.awaitingCode', exact: true }).click();
    await expect(page.getByLabel('Código de verificação')).toBeVisible();
    await expect(page.getByText('Reenviar código em 01:00')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reenviar código' })).toBeHidden();

    await page.getByRole('button', { name: 'Avançar 5 s' }).click();
    await expect(page.getByText('Reenviar código em 00:55')).toBeVisible();
    for (let i = 0; i < 11; i++) await page.getByRole('button', { name: 'Avançar 5 s' }).click();
    await expect(page.getByRole('status')).toContainText(
      'Estado: recovering.awaitingCode.entering (code: entering.canResend)',
    );
    const resend = page.getByRole('button', { name: 'Reenviar código' });
    await expect(resend).toBeEnabled();

    // Asking for another code (answered by the sandbox) starts a new 60 s wait.
    await resend.click();
    await expect(page.getByText('Reenviar código em 01:00')).toBeVisible();
  });

  test('names itself and passes the accessibility checks, list and stage', async ({ page }) => {
    await page.goto('/sandbox/maquinas');
    await expect(page).toHaveTitle('Máquinas (sandbox) · Quita');
    await expect(page.getByRole('table', { name: 'Estados de checkout' })).toBeVisible();
    await expectAccessible(page, 'sandbox machines');
    await page.goto('/sandbox/maquinas/checkout?estado=pix');
    await expect(page.getByRole('timer')).toHaveText(pixCountdown(5));
    await expectAccessible(page, 'sandbox machine stage');
  });
});
