import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';

async function expectAssociationAtTop(page: Page, heading: string, association: string) {
  const named = page.getByText(association, { exact: true });
  await expect(named).toBeVisible();
  await expect(page.getByText('Você está se cadastrando em')).toBeVisible();
  // Above the title, with its logo drawn.
  const nameBox = (await named.boundingBox())!;
  const titleBox = (await page.getByRole('heading', { name: heading }).boundingBox())!;
  expect(nameBox.y).toBeLessThan(titleBox.y);
  const logo = page.locator('.registration-association img');
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

test('the sign-up names the association the person joins, with its logo', async ({ page, request }) => {
  await page.goto('/register/428');
  await expectAssociationAtTop(page, 'Cadastre-se', 'Sociedade Demo de Oftalmologia');
  await expectAccessible(page, '/register/428 with its association');

  await page.goto('/associese/428');
  await expectAssociationAtTop(page, 'Associe-se', 'Sociedade Demo de Oftalmologia');

  const other = (await (await request.get('/api/auth/categoriasEmitente/1024839')).json()) as {
    EMITENTE_ML: string;
  };
  await page.goto('/associese/1024839');
  await expectAssociationAtTop(page, 'Associe-se', other.EMITENTE_ML);
  await expect(page.getByText('Sociedade Demo de Oftalmologia', { exact: true })).toHaveCount(0);
});
