import { expect, test } from '@playwright/test';

test("the buyer form's countries are named in Brazilian Portuguese", async ({ page }) => {
  await page.goto('/produto/congresso-2027');
  const country = page.getByLabel('País');
  await expect(country).toHaveValue('BR');
  const names = await country.locator('option').allTextContents();
  for (const name of ['Armênia', 'Irã', 'Quênia', 'Polônia', 'Peru', 'Vietnã', 'Brasil', 'Portugal']) {
    expect(names, name).toContain(name);
  }
  for (const name of ['Arménia', 'Irão', 'Quénia', 'Polónia', 'Perú', 'Vietname']) {
    expect(names, name).not.toContain(name);
  }
  // Still the whole world, in pt-BR alphabetical order.
  expect(names.length).toBeGreaterThan(240);
  const sorted = [...names].sort((a, b) => a.localeCompare(b, 'pt-BR'));
  expect(names.filter(Boolean)).toEqual(sorted.filter(Boolean));
});
