/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { paintFirst } from './scripts/paint-first';
import { chunkNames } from './scripts/chunks';
import { precompress } from './scripts/precompress';
import { privateChartDeps } from './scripts/private-chart-deps';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
const serverProjects = [
  { name: 'server-pglite', env: { TEST_DB: 'pglite' } },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'server-postgres', env: { TEST_DB: 'postgres' } }] : []),
];

/**
 * The service worker precaches the app shell (HTML, JS, CSS, icons) and answers every page
 * navigation with it, offline too. API responses are never cached: member data must not outlive
 * a session or leak between the people who share a device.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Quita — anuidades e pagamentos',
    short_name: 'Quita',
    description: 'Pague anuidades e contribuições da sua associação por PIX, boleto ou cartão.',
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#0b5fa5',
    background_color: '#f3f6fa',
    categories: ['finance', 'business'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    navigateFallback: '/index.html',
    // The sandbox pages come from the server, which answers them 404 in production (SANDBOX=false).
    navigateFallbackDenylist: [/^\/api\//, /^\/sandbox(?:\/|$)/],
    runtimeCaching: [],
    // The dues reminders' Web Push: show the notice, open the item on a tap.
    importScripts: ['push-handler.js'],
    cleanupOutdatedCaches: true,
    sourcemap: false,
  },
});

export default defineConfig({
  plugins: [privateChartDeps(__dirname), react(), pwa, paintFirst(), precompress()],
  resolve: {
    alias: [
      // recharts (/gestao/saude only) looks d3's scales up by name in an `import * as` namespace:
      // an ES namespace object needs a bundler helper that would land in the runtime chunk every
      // page loads; the CommonJS build of the same scales needs only the helpers already there.
      {
        find: /^victory-vendor\/d3-scale$/,
        replacement: `${__dirname}/node_modules/victory-vendor/lib/d3-scale.js`,
      },
    ],
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    // The inspector (?inspect only) needs no preloading: listed, its file name would ride in every
    // page's start-up code.
    modulePreload: {
      resolveDependencies: (file, deps) => (/stately-inspector/.test(file) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Source sizes: the shared date formatters (domain/dates.ts, 4.3 KB) join the app's first
          // file, the form checks (machines/registration-form.ts, 4.9 KB) do not, and /login and
          // /produto stay within their 160 KB.
          groups: [{ name: chunkNames(__dirname, { sharedModuleBytes: 4_500, featureModuleBytes: 7_000 }) }],
        },
      },
    },
  },
  server: { proxy: { '/api': apiTarget } },
  test: {
    // Vitest's default is one worker less than the cores: one worker on CI's 2 cores, which then waits
    // on PostgreSQL and on file I/O with a core idle. The security project stays one file at a time.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/{machines,domain,lib,scripts}/**/*.test.ts'],
          // Isolated: a few of these files replace globals (Date, Intl, timers) that the next file would see.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'features',
          environment: 'jsdom',
          include: ['tests/features/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/no-leaks.setup.ts', 'tests/features/setup.ts'],
          // File after file in one process per worker (the modules load once), as the server tests.
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        // Real server processes (crash, kill -9, PostgreSQL restart): one file at a time, and only
        // after every other project, whose PostgreSQL tests would not survive the restart.
        test: {
          name: 'security',
          sequence: { groupOrder: 1 },
          environment: 'node',
          include: ['tests/security/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      ...serverProjects.map(({ name, env }) => ({
        test: {
          name,
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // `*.postgres.test.ts`: what only a shared PostgreSQL can hold (two instances on one database).
          exclude: name === 'server-pglite' ? ['tests/server/**/*.postgres.test.ts'] : [],
          env,
          // One seeded database template for the run; each file's database is a copy of it.
          globalSetup: ['tests/server/support/database-template.global.ts'],
          setupFiles: ['tests/no-leaks.setup.ts'],
          // A worker runs file after file in one process: the server's modules and PGlite's WebAssembly
          // are loaded once per worker instead of once per file (every file builds its own app).
          isolate: false,
          // Some files build several databases; a loaded 2-core machine needs the headroom.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      })),
    ],
  },
});
