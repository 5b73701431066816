import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { payAnnuityAtTheDesk } from './support/annuity';
import { createConfirmedMember, type NewMember } from './support/new-member';
import { acceptTerms, openLoggedIn } from './support/wallet';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let member: NewMember;

test.beforeAll(async ({ request }) => {
  member = await createConfirmedMember(request, { firstName: 'Iphone' });
  // Home opens an unpaid annuity first (SPEC §4): this member's is paid at the desk.
  await payAnnuityAtTheDesk(request, member);
  await acceptTerms(request, member.token);
});

const installModal = (page: Page) => page.getByRole('dialog', { name: 'Instalar o Quita' });

/** Home of the test's member, once its data is on screen (the modal decides before that). */
async function openHome(page: Page) {
  await openLoggedIn(page, member.token);
  await expect(page.getByText('Titular · Sociedade Demo de Oftalmologia')).toBeVisible();
}

test.describe('on an iPhone, in Safari', () => {
  test.use({ userAgent: IPHONE_SAFARI });

  test('Home shows the Share-menu steps once a day, with no beforeinstallprompt', async ({ page }) => {
    await openHome(page);
    const modal = installModal(page);
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Compartilhar');
    await expect(modal).toContainText('“Adicionar à Tela de Início”');
    await expect(modal.getByRole('listitem')).toHaveCount(3);
    await expectAccessible(page, 'home: iOS install steps');
    await modal.getByRole('button', { name: 'Entendi' }).click();
    await expect(modal).toBeHidden();

    await openHome(page);
    await expect(installModal(page)).toHaveCount(0);
  });

  test('opened from the home screen (standalone) it is not shown', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'standalone', { configurable: true, get: () => true });
    });
    await openHome(page);
    await expect(installModal(page)).toHaveCount(0);
  });
});

test('Chromium on a desktop gets no install modal until it offers installing', async ({ page }) => {
  await openHome(page);
  await expect(installModal(page)).toHaveCount(0);
});

/** Issue 28 item 15: the privacy terms and the install steps never open one on top of the other. */
for (const width of [390, 1280]) {
  test.describe(`on an iPhone with the terms still to accept, at ${width} px`, () => {
    test.use({ userAgent: IPHONE_SAFARI, viewport: { width, height: 844 } });

    test('the terms come first, the install steps once they are accepted', async ({ page, request }) => {
      const newcomer = await createConfirmedMember(request, { firstName: 'Termos' });
      await payAnnuityAtTheDesk(request, newcomer);
      // The sign-up accepted the terms already: until Li e aceito, the server is made to say
      // they are not (a member of before the terms, like the demo's).
      let accepted = false;
      await page.route('**/api/emitente/termos', async (route) => {
        if (accepted) return route.continue();
        await route.fulfill({ json: { RESULTADO: true, ACEITO: false } });
      });
      await page.route('**/api/emitente/aceitarTermos', async (route) => {
        accepted = true;
        await route.continue();
      });
      await openLoggedIn(page, newcomer.token);
      const terms = page.getByRole('dialog', { name: 'Termos de Privacidade' });
      await expect(terms).toBeVisible();
      await expect(page.getByText('Titular · Sociedade Demo de Oftalmologia')).toBeAttached();
      await expect(installModal(page)).toHaveCount(0);
      await page.screenshot({ path: `test-results/ios-terms-first-${width}.png` });

      await terms.getByRole('button', { name: 'Li e aceito' }).click();
      await expect(terms).toBeHidden();
      await expect(installModal(page)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await page.screenshot({ path: `test-results/ios-install-after-terms-${width}.png` });
      await installModal(page).getByRole('button', { name: 'Entendi' }).click();
      await expect(installModal(page)).toBeHidden();
    });
  });
}
