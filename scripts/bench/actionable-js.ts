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

/**
 * Runs in the page before its scripts: notes the moment the main button is first on screen and
 * enabled, as the page's own clock has it, so that the count does not depend on how often the
 * test looks. A string, so that no helper of the TypeScript compiler travels into the page.
 */
const watchMainButton = (name: string) => `
  new MutationObserver(() => {
    if (window.__usableAt !== undefined) return;
    const usable = [...document.querySelectorAll('button')].some(
      (b) => b.textContent.trim() === ${JSON.stringify(name)} && !b.disabled && b.getClientRects().length > 0,
    );
    if (usable) window.__usableAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
`;

export async function measureUntilActionable(
  page: Page,
  baseUrl: string,
  distDir: string,
  target: ActionablePage,
): Promise<ActionableSize> {
  await page.addInitScript(watchMainButton(target.mainButton));
  await page.goto(`${baseUrl}${target.path}`);
  await page.waitForFunction(
    () => (window as unknown as { __usableAt?: number }).__usableAt !== undefined,
    null,
    {
      timeout: 30_000,
    },
  );
  const files = await page.evaluate(() => {
    const usableAt = (window as unknown as { __usableAt: number }).__usableAt;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= usableAt)
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js'));
  });
  const unique = [...new Set(files)].sort();
  const gzipBytes = unique.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
    0,
  );
  return { label: target.label, files: unique, gzipBytes };
}
