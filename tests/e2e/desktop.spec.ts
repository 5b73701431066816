import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { MARIA, tokenFor } from './support/demo';
import { acceptTerms, openLoggedIn } from './support/wallet';

test('at 1280 px: a side navigation, content in a readable column; the phone keeps its bottom bar', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, MARIA);
  await acceptTerms(request, token);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openLoggedIn(page, token);
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav.getByRole('link', { name: 'Início' })).toBeVisible();
  const side = (await nav.boundingBox())!;
  expect(side.x).toBe(0);
  expect(side.width).toBeLessThanOrEqual(280);
  expect(side.height).toBeGreaterThanOrEqual(780);
  const main = (await page.getByRole('main').boundingBox())!;
  expect(main.width).toBeLessThanOrEqual(760);
  expect(main.x).toBeGreaterThanOrEqual(side.width);
  await expectAccessible(page, 'home at 1280 px');

  await page.goto('/historico');
  const history = (await page.getByRole('main').boundingBox())!;
  expect(history.width).toBeLessThanOrEqual(760);
  expect(history.x).toBeGreaterThanOrEqual(side.width);

  await page.setViewportSize({ width: 390, height: 844 });
  const bottom = (await nav.boundingBox())!;
  expect(bottom.width).toBe(390);
  expect(bottom.y + bottom.height).toBeCloseTo(844, 0);
});

test('at 1280 px the product page has two columns: the product, and the buyer form beside it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/produto/congresso-2027');
  const product = page.getByRole('region', { name: 'Congresso Demo de Oftalmologia 2027' });
  const form = page.getByRole('region', { name: 'Compra' });
  await expect(form.getByLabel('Categoria', { exact: true })).toBeVisible();
  const left = (await product.boundingBox())!;
  const right = (await form.boundingBox())!;
  expect(right.x).toBeGreaterThanOrEqual(left.x + left.width);
  expect(Math.abs(right.y - left.y)).toBeLessThan(40);
  await expectAccessible(page, 'product page at 1280 px');

  // On a phone, one column: the form comes after the product.
  await page.setViewportSize({ width: 390, height: 844 });
  const phoneLeft = (await product.boundingBox())!;
  const phoneRight = (await form.boundingBox())!;
  expect(phoneRight.y).toBeGreaterThan(phoneLeft.y + phoneLeft.height);
});
