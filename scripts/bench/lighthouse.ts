/**
 * npm run bench:lighthouse — Lighthouse 12 mobile scores (performance, accessibility, best
 * practices) for /login, /produto/congresso-2027 and / (opened with ?token=), against the built
 * app served by the real server on a fresh embedded database. Needs `npm run build` first.
 * Each page is measured --runs times (default 3) and the run with the median performance score is
 * printed, as Lighthouse's own guidance on variance advises. --only <text> keeps matching pages;
 * LH_DUMP=<dir> writes each median report there as JSON.
 * Goal: performance ≥ 0.95, accessibility 1.0, best practices 1.0.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { loginMaria, startServer } from './server-process';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, only: { type: 'string', default: '' } },
});
const runs = Math.max(1, Number(values.runs));

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

async function measure(url: string): Promise<Result> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  return result!.lhr;
}

const performance = (lhr: Result) => lhr.categories.performance?.score ?? 0;

try {
  const token = await loginMaria(server.url);
  const pages = Object.entries({
    '/login': () => `${server.url}/login`,
    '/produto/congresso-2027': () => `${server.url}/produto/congresso-2027`,
    '/ (?token=)': () => `${server.url}/?token=${token}`,
  }).filter(([label]) => label.includes(values.only));
  console.log(`Lighthouse 12, mobile (simulated throttling), median of ${runs} runs`);
  console.log(
    'page'.padEnd(28) +
      'performance'.padStart(12) +
      'accessibility'.padStart(15) +
      'best practices'.padStart(16) +
      '   all runs',
  );
  for (const [label, url] of pages) {
    const reports: Result[] = [];
    for (let i = 0; i < runs; i++) reports.push(await measure(url()));
    reports.sort((a, b) => performance(a) - performance(b));
    const lhr = reports[Math.floor(reports.length / 2)]!;
    if (process.env.LH_DUMP)
      writeFileSync(`${process.env.LH_DUMP}/${label.replace(/\W+/g, '_')}.json`, JSON.stringify(lhr));
    const score = (key: string) => (lhr.categories[key]?.score ?? 0).toFixed(2);
    console.log(
      label.padEnd(28) +
        score('performance').padStart(12) +
        score('accessibility').padStart(15) +
        score('best-practices').padStart(16) +
        `   ${reports.map((r) => performance(r).toFixed(2)).join(' ')}`,
    );
    for (const run of reports)
      if (run.runtimeError)
        console.log(`    ! a run failed: ${run.runtimeError.code}: ${run.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    console.log(
      `    FCP ${metric('first-contentful-paint')} · LCP ${metric('largest-contentful-paint')} · ` +
        `TBT ${metric('total-blocking-time')} · CLS ${metric('cumulative-layout-shift')} · SI ${metric('speed-index')}`,
    );
    const failing = Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary',
    );
    for (const audit of failing.slice(0, 6)) console.log(`    - ${audit.id}: ${audit.title}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}
