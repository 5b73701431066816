import { expect, test } from '@playwright/test';
import { BUDGET_BYTES, BUDGETED_ROUTES, measureRoutes } from '../../scripts/bench/bundle-size';

test('initial JS of /login and /produto/{hash} stays within 160 KB gzip', () => {
  const sizes = measureRoutes(process.env.E2E_STATIC_DIR ?? 'dist');
  for (const route of BUDGETED_ROUTES) {
    const size = sizes.find((s) => s.route === route);
    expect(size, `${route} is not in the build`).toBeDefined();
    expect(size!.gzipBytes, `${route}: ${(size!.gzipBytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(
      BUDGET_BYTES,
    );
  }
});
