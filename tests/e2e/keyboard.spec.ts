import { expect, test, type Locator, type Page } from '@playwright/test';
import { COMMON_MSG } from '../../domain/messages';
import { MARIA, tokenFor } from './support/demo';
import { acceptTerms } from './support/wallet';

/*
 * Keyboard only: no clicks, no fill(). These tests change nothing the other specs rely on: no PIN,
 * no payment, no card (Maria's privacy terms are accepted, as wallet.spec and pwa.spec do too).
 */

/** Presses Tab (or Shift+Tab) until the target has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Tabs through the open dialog (round it): the page behind it never gets the focus. */
async function expectTabStaysIn(page: Page, dialog: Locator, presses: number) {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    // Past the last control the browser may lend the focus to its own UI (the document's body
    // here), never to the inert page.
    const where = await dialog.evaluate((d) => {
      const active = document.activeElement;
      if (!active || active === document.body) return 'browser';
      return d.contains(active) ? 'dialog' : `page: ${active.outerHTML.slice(0, 80)}`;
    });
    expect(['dialog', 'browser']).toContain(where);
  }
}

test('an alert keeps the focus while open and gives it back to the button that opened it', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  const entrar = page.getByRole('button', { name: 'Entrar' });
  await tabTo(page, entrar);
  await page.keyboard.press('Enter');

  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(COMMON_MSG.loginEmpty);
  const ok = alert.getByRole('button', { name: 'OK' });
  await expect(ok).toBeFocused();
  await expectTabStaysIn(page, alert, 3);
  await tabTo(page, ok);
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden();
  await expect(entrar).toBeFocused();

  // Escape closes it the same way.
  await page.keyboard.press('Enter');
  await expect(alert).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(alert).toBeHidden();
  await expect(entrar).toBeFocused();
});

test('logs in, opens and closes the cards panel and picks a history tab with the keyboard only', async ({
  page,
  request,
}) => {
  // The terms modal would come first on Home; it is the dialog this test does not cover.
  await acceptTerms(request, await tokenFor(request, MARIA));

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('E-mail ou celular')).toBeFocused();
  await page.keyboard.type(MARIA.usuario);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Senha')).toBeFocused();
  await page.keyboard.type(MARIA.senha);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(MARIA.nome)).toBeVisible();
  await expect(page).toHaveTitle('Início · Quita');

  // The cards panel: Enter opens it, the focus goes into it and stays there, Escape closes it.
  const cartoes = page.getByRole('button', { name: 'Cartões' });
  await tabTo(page, cartoes);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Gerenciar Seus Cartões' });
  await expect(panel).toBeVisible();
  await expect.poll(() => panel.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await expectTabStaysIn(page, panel, 6);
  await tabTo(page, panel.getByRole('button', { name: 'Fechar' }));
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(cartoes).toBeFocused();

  // Every store banner can be reached with Tab, and the focused one slides into view.
  const banners = page.getByRole('region', { name: 'Loja' }).getByRole('link', { name: /Destaque da loja/ });
  await expect(banners.first()).toBeVisible();
  const carousel = page.locator('.banner-carousel');
  for (const banner of await banners.all()) {
    await tabTo(page, banner);
    await expect
      .poll(async () => {
        const [box, frame] = [await banner.boundingBox(), await carousel.boundingBox()];
        return Boolean(
          box && frame && box.x >= frame.x - 1 && box.x + box.width <= frame.x + frame.width + 1,
        );
      })
      .toBe(true);
  }

  // The history tabs: Tab reaches the selected one, the arrows, Home and End choose another.
  await tabTo(page, page.getByRole('link', { name: 'Histórico' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/historico$/);
  await expect(page).toHaveTitle('Histórico · Quita');
  const tab = (days: number) => page.getByRole('tab', { name: `${days} dias`, exact: true });
  await expect(tab(30)).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, tab(30));
  await page.keyboard.press('ArrowRight');
  await expect(tab(60)).toBeFocused();
  await expect(tab(60)).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/historico\?dias=60$/);
  await expect(page.getByRole('tabpanel', { name: '60 dias', exact: true })).toBeVisible();
  await page.keyboard.press('End');
  await expect(tab(360)).toBeFocused();
  await expect(tab(360)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab(30)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(360)).toBeFocused();
  await expect(page).toHaveURL(/\/historico\?dias=360$/);
  // Tab leaves the tab list for the panel's content (only the selected tab is in the tab order).
  await page.keyboard.press('Tab');
  await expect(page.locator('[role="tab"]:focus')).toHaveCount(0);
});
