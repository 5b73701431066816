/**
 * npm run bench:bundle — initial JS (gzip) of each route, from Vite's build manifest; then what
 * /login and /produto/{hash} download in Chromium until their main button is usable.
 */
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { ACTIONABLE_PAGES, measureUntilActionable } from './actionable-js';
import { BUDGET_BYTES, BUDGETED_ROUTES, measureRoutes } from './bundle-size';
import { startServer } from './server-process';

const distDir = process.argv[2] ?? 'dist';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = measureRoutes(distDir);
console.log(`Initial JS per route (gzip, level 9) from ${distDir}/.vite/manifest.json`);
console.log('route'.padEnd(28) + 'chunks'.padStart(7) + 'gzip'.padStart(12) + '  budget');
for (const row of rows) {
  const budget = BUDGETED_ROUTES.includes(row.route)
    ? `${row.gzipBytes <= BUDGET_BYTES ? 'ok' : 'OVER'} (≤ ${kb(BUDGET_BYTES)})`
    : '';
  console.log(
    row.route.padEnd(28) + String(row.files).padStart(7) + kb(row.gzipBytes).padStart(12) + '  ' + budget,
  );
}

// The same budget, measured as a person meets it: Chromium loads the page from the real server
// and every JS file it asks for until the main button is usable is counted.
const server = await startServer({ port: 4392, staticDir: resolve(distDir) });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
});
try {
  console.log('\nJS downloaded until the main button is usable (Chromium, gzip, level 9)');
  console.log('page'.padEnd(28) + 'files'.padStart(7) + 'gzip'.padStart(12) + '  budget');
  for (const target of ACTIONABLE_PAGES) {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 390, height: 844 } });
    const row = await measureUntilActionable(await context.newPage(), server.url, distDir, target);
    await context.close();
    const verdict = `${row.gzipBytes <= BUDGET_BYTES ? 'ok' : 'OVER'} (≤ ${kb(BUDGET_BYTES)})`;
    console.log(
      `${target.label} (${target.mainButton})`.padEnd(28) +
        String(row.files.length).padStart(7) +
        kb(row.gzipBytes).padStart(12) +
        '  ' +
        verdict,
    );
    if (process.env.BUNDLE_FILES) console.log(`    ${row.files.join(' ')}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
