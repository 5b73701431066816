/**
 * npm run bench:lighthouse — Lighthouse 12 mobile scores (performance, accessibility, best
 * practices) for /login, /produto/congresso-2027 and / (opened with ?token=), against the built
 * app served by the real server on a fresh embedded database. Needs `npm run build` first.
 * Goal: performance ≥ 0.95, accessibility 1.0, best practices 1.0.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loginMaria, startServer } from './server-process';

const server = await startServer({ port: 4391, staticDir: resolve('dist') });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const token = await loginMaria(server.url);
  const pages = {
    '/login': `${server.url}/login`,
    '/produto/congresso-2027': `${server.url}/produto/congresso-2027`,
    '/ (?token=)': `${server.url}/?token=${token}`,
  };
  console.log('Lighthouse 12, mobile (simulated throttling)');
  console.log(
    'page'.padEnd(28) +
      'performance'.padStart(12) +
      'accessibility'.padStart(15) +
      'best practices'.padStart(16),
  );
  for (const [label, url] of Object.entries(pages)) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (process.env.LH_DUMP)
      writeFileSync(`${process.env.LH_DUMP}/${label.replace(/\W+/g, '_')}.json`, JSON.stringify(result!.lhr));
    const c = result!.lhr.categories;
    const score = (key: string) => (c[key]?.score ?? 0).toFixed(2);
    console.log(
      label.padEnd(28) +
        score('performance').padStart(12) +
        score('accessibility').padStart(15) +
        score('best-practices').padStart(16),
    );
    const audits = result!.lhr.audits;
    const metric = (id: string) => audits[id]?.displayValue ?? '?';
    console.log(
      `    FCP ${metric('first-contentful-paint')} · LCP ${metric('largest-contentful-paint')} · ` +
        `TBT ${metric('total-blocking-time')} · CLS ${metric('cumulative-layout-shift')} · SI ${metric('speed-index')}`,
    );
    const failing = Object.values(audits).filter(
      (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary',
    );
    for (const audit of failing.slice(0, 6)) console.log(`    - ${audit.id}: ${audit.title}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}
