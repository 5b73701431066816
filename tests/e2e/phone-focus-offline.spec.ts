import { expect, test, type Page } from '@playwright/test';
import { EMPTY_DASHBOARD_MSG } from '../../src/features/gestao/components/dashboard/empty-dashboard';
import { MARIA, tokenFor } from './support/demo';
import { GESTOR, staffLoginThroughForm } from './support/gestao';
import { newAssociation } from './support/new-association';
import { createConfirmedMember } from './support/new-member';
import { billTwoMonths } from './support/open-items';
import { acceptTerms, openLoggedIn } from './support/wallet';
import { watchNetwork } from './support/quiet-network';

// Issue 38 items 12, 13, 14, 18, 19. The service worker would answer the chunks these tests take away.
test.use({ serviceWorkers: 'block' });

const WIDTHS = [390, 1280];
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** The links and buttons of the staff menu shorter than 44 px. */
const smallMenuTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('nav[aria-label="Gestão"] a, nav[aria-label="Gestão"] button')]
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({ text: el.textContent!.trim(), height: el.getBoundingClientRect().height }))
      .filter((t) => t.height < 44),
  );

/** The focused element's outline, and whether any ancestor's box cuts into it. */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    const width = parseFloat(style.outlineWidth);
    const offset = parseFloat(style.outlineOffset);
    const box = el.getBoundingClientRect();
    const ring = {
      left: box.left - offset - width,
      right: box.right + offset + width,
      top: box.top - offset - width,
      bottom: box.bottom + offset + width,
    };
    let clipped = false;
    for (let up = el.parentElement; up; up = up.parentElement) {
      const s = getComputedStyle(up);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const b = up.getBoundingClientRect();
      if (ring.left < b.left || ring.right > b.right || ring.top < b.top || ring.bottom > b.bottom)
        clipped = true;
    }
    return { color: style.outlineColor, style: style.outlineStyle, width, clipped };
  });

for (const width of WIDTHS) {
  test(`Gestão at ${width} px: skip link, a menu that opens, 44 px targets, an unclipped focus ring, an empty Painel that says what to do first, feedback where one looks`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 844 });
    const { email } = await newAssociation(request, `Associação Vazia ${width} ${Date.now().toString(36)}`);
    await staffLoginThroughForm(page, email);
    const nav = page.getByRole('navigation', { name: 'Gestão' });
    const menuButton = nav.getByRole('button', { name: /^Menu/ });

    // An empty Painel: what to do first, not twelve cards of R$ 0,00.
    const empty = page.getByRole('region', { name: EMPTY_DASHBOARD_MSG.title });
    await expect(empty).toBeVisible();
    await expect(page.getByText('R$ 0,00')).toHaveCount(0);
    await expect(empty.getByRole('link', { name: /primeira cobrança/ })).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(2_500);
    await shot(page, `painel-vazio-${width}`);

    // "Pular para o conteúdo" is the first stop of the keyboard, before the staff links.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    if (width < 1024) {
      // The sections are behind "Menu": nothing scrolls sideways, the list opens and closes.
      await expect(menuButton).toHaveText(/Menu · Painel/);
      await expect(nav.getByRole('link', { name: 'Equipe' })).toBeHidden();
      await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      // The list opens where the button is; the later sections are a short scroll of it away.
      await expect(nav.getByRole('link', { name: 'Membros' })).toBeInViewport();
      await expect(nav.getByRole('link', { name: 'Recebimentos' })).toBeVisible();
      await shot(page, `menu-aberto-${width}`);
      expect(await smallMenuTargets(page)).toEqual([]);
      // From the keyboard, as the ring is shown for it.
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: 'Painel' })).toBeFocused();
      const ring = await focusRing(page);
      expect(ring).toMatchObject({ color: 'rgb(28, 36, 48)', style: 'solid', clipped: false });
      await nav.getByRole('link', { name: 'Equipe' }).click();
      await expect(page.getByRole('heading', { name: 'Equipe', level: 1 })).toBeVisible();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(menuButton).toHaveText(/Menu · Equipe/);
    } else {
      await expect(menuButton).toBeHidden();
      await expect(nav.getByRole('link', { name: 'Equipe' })).toBeVisible();
      expect(await smallMenuTargets(page)).toEqual([]);
      await page.getByRole('button', { name: 'Sair' }).focus();
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: 'Painel' })).toBeFocused();
      const ring = await focusRing(page);
      expect(ring).toMatchObject({ color: 'rgb(28, 36, 48)', style: 'solid', clipped: false });
      await shot(page, `menu-foco-${width}`);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

    // Salvar's answer comes under Salvar, in view, with the focus (not 1 900 px further down).
    await page.goto('/gestao/associacao');
    await expect(page).toHaveTitle('Dados da associação · Quita');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const answer = page.locator('.association-feedback');
    await expect(answer).toBeFocused();
    await expect(answer).toBeInViewport();
    await shot(page, `associacao-salvar-${width}`);
  });

  test(`a staff action's message stays until "Fechar" (${width} px)`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 844 });
    const member = await createConfirmedMember(request, { firstName: `Aviso${width}` });
    await billTwoMonths(request, member, `Aviso ${width}`);
    await staffLoginThroughForm(page, GESTOR);
    await page.goto('/gestao/cobrancas');
    await page
      .getByRole('button', { name: new RegExp(`^Cancelar: Aviso ${width}`) })
      .first()
      .click();
    await page.getByLabel('Motivo do cancelamento').fill('Lançado em dobro');
    await page.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    const message = page.getByText('Item cancelado.');
    await expect(message).toBeVisible();
    // notistack's own time was 5 s.
    await page.waitForTimeout(7_000);
    await expect(message).toBeVisible();
    await shot(page, `aviso-fica-${width}`);
    const close = page.getByRole('button', { name: 'Fechar' });
    const box = (await close.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await close.click();
    await expect(message).toBeHidden();
  });

  test(`a screen whose code cannot load says "Sem conexão" and recovers (${width} px)`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const token = await tokenFor(request, MARIA);
    await acceptTerms(request, token);
    const network = watchNetwork(page);
    await openLoggedIn(page, token, '/');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByRole('link', { name: 'Histórico' })).toBeVisible();
    // Home's own later code (banners, the update check) has come before the network goes. Bounded:
    // on a busy machine the service worker's precache can keep the network from idling for long.
    await network.quiet({ timeoutMs: 20_000 }).catch(() => undefined);

    // Offline: Histórico's code cannot come.
    await context.setOffline(true);
    await menu.getByRole('link', { name: 'Histórico' }).click();
    await expect(page.getByText('Sem conexão')).toBeVisible();
    const retry = page.getByRole('button', { name: 'Tentar novamente' });
    await expect(retry).toBeVisible();
    await shot(page, `sem-conexao-${width}`);

    await context.setOffline(false);
    await retry.click();
    await expect(page.getByRole('heading', { name: 'Histórico', level: 1 })).toBeVisible();
  });

  test(`a chunk gone after a deploy reloads the app once, then the screen comes (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const token = await tokenFor(request, MARIA);
    await acceptTerms(request, token);
    await openLoggedIn(page, token, '/');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByRole('link', { name: 'Perfil' })).toBeVisible();

    // The old build's chunk is gone (404) until the app reloads: the reloaded page finds it.
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.route('**/assets/profile-page-*.js', (route) =>
      loads === 0 ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
    );
    await menu.getByRole('link', { name: 'Perfil' }).click();
    await expect(page.getByRole('heading', { name: 'Perfil', level: 1 })).toBeVisible();
    expect(loads).toBe(1);
    await expect(page).toHaveURL(/\/perfil$/);
  });
}

test('at 390 px the bottom menu never covers the focused element (WCAG 2.4.11)', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, MARIA);
  await acceptTerms(request, token);
  await openLoggedIn(page, token, '/perfil');
  await expect(page.getByRole('heading', { name: 'Perfil', level: 1 })).toBeVisible();
  const menuTop = (await page.getByRole('navigation', { name: 'Menu principal' }).boundingBox())!.y;
  const covered: string[] = [];
  // Every stop of the keyboard in the screen, from the top, until the menu's own links.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const box = el.getBoundingClientRect();
      return {
        text: el.textContent!.trim().slice(0, 40),
        bottom: box.bottom,
        inMenu: !!el.closest('.bottom-menu'),
      };
    });
    if (focused.inMenu) break;
    if (focused.bottom > menuTop) covered.push(`${focused.text}: ${Math.round(focused.bottom - menuTop)} px`);
  }
  await page.screenshot({ path: test.info().outputPath('perfil-foco-390.png') });
  expect(covered).toEqual([]);
});

test('Pagamentos scrolls nothing sideways at 320 px (the CPF, WCAG 1.4.10)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await staffLoginThroughForm(page, GESTOR);
  await page.goto('/gestao/pagamentos');
  await expect(page.getByRole('heading', { name: 'Pagamentos', level: 1 })).toBeVisible();
  await expect(page.locator('main table tbody tr').first()).toBeVisible();
  await shot(page, 'pagamentos-320');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});

test('/ingressos names its tab', async ({ page, request }) => {
  const token = await tokenFor(request, MARIA);
  await acceptTerms(request, token);
  await openLoggedIn(page, token, '/ingressos');
  await expect(page.getByRole('heading', { name: 'Meus ingressos' })).toBeVisible();
  await expect(page).toHaveTitle('Meus ingressos · Quita');
});
