import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/**
 * What a page downloads before a person can act (issue 17 item 18): every JS file the page asks
 * for from navigation until its main button is on screen and enabled, the buyer form included on
 * the product page, each counted gzipped (level 9) from the build as bench:bundle counts the
 * manifest's. Lazy chunks the page pulls in before the button is usable count; what it fetches
 * afterwards (and the service worker's precache, which the page does not request) does not.
 */
export interface ActionablePage {
  label: string;
  path: string;
  /** The accessible name of the button that makes the page usable. */
  mainButton: string;
}

export const ACTIONABLE_PAGES: ActionablePage[] = [
  { label: '/login', path: '/login', mainButton: 'Entrar' },
  { label: '/produto/{hash}', path: '/produto/congresso-2027', mainButton: 'Comprar' },
];

export interface ActionableSize {
  label: string;
  files: string[];
  gzipBytes: number;
}

export async function measureUntilActionable(
  page: Page,
  baseUrl: string,
  distDir: string,
  target: ActionablePage,
): Promise<ActionableSize> {
  const requested = new Set<string>();
  const onRequest = (request: { url: () => string; resourceType: () => string }) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js') && request.resourceType() !== 'other') requested.add(pathname);
  };
  page.on('request', onRequest);
  await page.goto(`${baseUrl}${target.path}`);
  const button = page.getByRole('button', { name: target.mainButton, exact: true });
  await button.waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(
    (name) =>
      [...document.querySelectorAll('button')].some(
        (b) => b.textContent?.trim() === name && !(b as HTMLButtonElement).disabled,
      ),
    target.mainButton,
  );
  page.off('request', onRequest);
  const files = [...requested].sort();
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
    0,
  );
  return { label: target.label, files, gzipBytes };
}
