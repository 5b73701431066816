import { expect, test } from '@playwright/test';
import { ACTIONABLE_PAGES, measureUntilActionable } from '../../scripts/bench/actionable-js';
import { BUDGET_BYTES, BUDGETED_ROUTES, measureRoutes } from '../../scripts/bench/bundle-size';

const distDir = process.env.E2E_STATIC_DIR ?? 'dist';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('initial JS of /login and /produto/{hash} stays within 160 KB gzip', () => {
  const sizes = measureRoutes(distDir);
  for (const route of BUDGETED_ROUTES) {
    const size = sizes.find((s) => s.route === route);
    expect(size, `${route} is not in the build`).toBeDefined();
    expect(size!.gzipBytes, `${route}: ${kb(size!.gzipBytes)}`).toBeLessThanOrEqual(BUDGET_BYTES);
  }
});

// Issue 17 item 18: what Chromium downloads before the person can act, lazy chunks included.
for (const target of ACTIONABLE_PAGES) {
  test(`${target.label} downloads at most 160 KB of JS (gzip) before ${target.mainButton} is usable`, async ({
    page,
    baseURL,
  }) => {
    const { files, gzipBytes } = await measureUntilActionable(page, baseURL!, distDir, target);
    expect(files.length).toBeGreaterThan(1);
    expect(gzipBytes, `${target.label}: ${kb(gzipBytes)} in ${files.join(', ')}`).toBeLessThanOrEqual(
      BUDGET_BYTES,
    );
  });
}
