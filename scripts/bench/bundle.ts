/** npm run bench:bundle — initial JS (gzip) of each route, from Vite's build manifest. */
import { BUDGET_BYTES, BUDGETED_ROUTES, measureRoutes } from './bundle-size';

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
