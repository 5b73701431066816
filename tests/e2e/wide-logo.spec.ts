import { expect, test, type Locator, type Page } from '@playwright/test';
import { MARIA, tokenFor } from './support/demo';
import { openLoggedIn } from './support/wallet';

/**
 * Issue 38 item 17: a wide logo was squeezed into a 32–48 px square. On Home's top bar, the
 * product page and Minhas associações it keeps its shape: drawn whole (object-fit: contain) in a
 * box wider than tall.
 */
test.use({ serviceWorkers: 'block' });

// Four times as wide as tall, as a wordmark logo is.
const WIDE_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60" viewBox="0 0 240 60">
  <rect width="240" height="60" fill="#0b5cab"/><text x="12" y="42" font-size="36" fill="#fff">SOCIEDADE</text>
</svg>`;

async function serveWideLogos(page: Page) {
  await page.route('**/api/auth/logomarcaCliente/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: WIDE_LOGO }),
  );
}

async function expectKeepsItsShape(logo: Locator, where: string) {
  await expect(logo, where).toBeVisible();
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth), { message: where })
    .toBe(240);
  const drawn = await logo.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return { fit: getComputedStyle(img).objectFit, width: box.width, height: box.height };
  });
  // Contained, never stretched to the box; and the box lets a wide logo be wide.
  expect(drawn.fit, where).toBe('contain');
  expect(drawn.width, where).toBeGreaterThanOrEqual(drawn.height * 2.5);
  expect(drawn.height, where).toBeGreaterThanOrEqual(32);
}

for (const width of [390, 1280]) {
  test(`at ${width} px a wide logo keeps its shape on Home, the product page and Minhas associações`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await serveWideLogos(page);

    // The server's preview of the product, as painted before the app's code runs (here it never does).
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/produto/congresso-2027');
    await expectKeepsItsShape(
      page.locator('#product-preview img.product-association-logo'),
      `product page before the app runs (${width} px)`,
    );
    await page.unroute('**/assets/*.js');
    // Then the app's own page, which takes the preview's place in #root.
    await page.goto('/produto/congresso-2027');
    await expectKeepsItsShape(
      page.locator('#root img.product-association-logo'),
      `product page (${width} px)`,
    );

    await openLoggedIn(page, await tokenFor(request, MARIA), '/');
    await expectKeepsItsShape(page.locator('header.top-bar img'), `Home top bar (${width} px)`);

    await page.goto('/minhasAssociacoes');
    await expectKeepsItsShape(
      page.locator('img.profile-association-logo').first(),
      `Minhas associações (${width} px)`,
    );
  });
}
