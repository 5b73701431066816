import { expect, test, type Page } from '@playwright/test';
import { payAnnuityAtTheDesk } from './support/annuity';
import { FINANCEIRO, GESTOR, GESTOR_PSI, STAFF_PASSWORD } from './support/gestao';
import { createConfirmedMember, type NewMember } from './support/new-member';
import { acceptTerms, logoutFromHome } from './support/wallet';

/** On a phone the staff sections are behind "Menu" (issue 38 item 14). */
async function unfoldStaffMenu(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Gestão' }).getByRole('button', { name: /^Menu/ });
  if (await menu.isVisible()) await menu.click();
}

/**
 * Issue 28 item 1: after Sair, the next person signing in in the same tab (no reload) sees only
 * their own data, never the previous person's cached answers.
 */

/** Signs in on the login form already on screen: no page load, as in a shared tab. */
async function staffSignIn(page: Page, email: string) {
  await expect(page).toHaveURL(/\/gestao\/login$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

async function staffSignOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/gestao\/login$/);
}

const staffMenu = (page: Page) => page.getByRole('navigation', { name: 'Gestão' });

async function memberSignIn(page: Page, member: NewMember) {
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail ou celular').fill(member.email);
  await page.getByLabel('Senha').fill(member.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the back office shows each staff member their own association and menu', async ({ page }) => {
      await page.goto('/gestao/login');
      await staffSignIn(page, GESTOR_PSI);
      await expect(page.getByRole('banner')).toContainText('Associação Demo de Psicologia');
      await expect(page.getByRole('heading', { name: 'Painel' })).toBeVisible();
      await staffSignOut(page);

      await staffSignIn(page, FINANCEIRO);
      await expect(page.getByRole('banner')).toContainText('Sociedade Demo de Oftalmologia');
      await expect(page.getByRole('banner')).toContainText('(Financeiro)');
      await expect(page.getByRole('banner')).not.toContainText('Psicologia');
      await unfoldStaffMenu(page);
      await expect(staffMenu(page).getByRole('link', { name: 'Pagamentos' })).toBeVisible();
      await expect(staffMenu(page).getByRole('link', { name: 'Solicitações' })).toHaveCount(0);
      await page.screenshot({ path: `test-results/next-person-financeiro-${width}.png`, fullPage: true });
      await staffSignOut(page);

      await staffSignIn(page, GESTOR);
      await expect(page.getByRole('banner')).toContainText('(Gestor(a))');
      await unfoldStaffMenu(page);
      await expect(staffMenu(page).getByRole('link', { name: 'Solicitações' })).toBeVisible();
      await staffMenu(page).getByRole('link', { name: 'Solicitações' }).click();
      await expect(page.getByText('Seu perfil não tem acesso a esta área.')).toHaveCount(0);
      await staffSignOut(page);
    });

    test('a member signing in after another on a shared phone sees only their own Home', async ({
      page,
      request,
    }) => {
      const first = await createConfirmedMember(request, { firstName: 'Primeira' });
      await payAnnuityAtTheDesk(request, first);
      await acceptTerms(request, first.token);
      const next = await createConfirmedMember(request, { firstName: 'Seguinte', idEmitenteML: null });
      await acceptTerms(request, next.token);

      await page.goto('/login');
      await memberSignIn(page, first);
      const topBar = page.locator('.top-bar');
      await expect(topBar).toContainText('Primeira Souza');
      await expect(topBar).toContainText('Titular · Sociedade Demo de Oftalmologia');
      await logoutFromHome(page);

      await memberSignIn(page, next);
      await expect(topBar).toContainText('Seguinte Souza');
      await expect(topBar).not.toContainText('Primeira');
      await expect(topBar).not.toContainText('Sociedade Demo de Oftalmologia');
      await page.screenshot({ path: `test-results/next-person-member-${width}.png`, fullPage: true });
    });
  });
}
