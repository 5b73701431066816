import { expect, test } from '@playwright/test';

// A phone's width: the server's preview of the product is shorter than the screen there.
test.use({ viewport: { width: 412, height: 823 } });

test('the product page does not move when the app takes the place of the server’s preview (CLS < 0.1)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/produto/congresso-2027');
  await expect(page.getByRole('button', { name: 'Comprar' })).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.1);
});
