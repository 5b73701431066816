import { defineConfig } from '@playwright/test';

// Port, build and data directory can be moved so that several runs share one machine.
const PORT = Number(process.env.E2E_PORT ?? 4310);
const STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'dist';
const DATA_DIR = `.e2e-data/${PORT}`;

/**
 * End-to-end tests in Debian's Chromium against the built SPA served by the real server
 * on a fresh embedded database (sandbox adapters). Tests run one at a time: they share
 * that database and some of them change the demo members.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Their servers pay through a fake PSP: playwright.pix-api.config.ts and playwright.asaas.config.ts run them.
  testIgnore: ['pix-api.spec.ts', /[\\/]asaas(-[a-z-]+)?\.spec\.ts$/, 'whatsapp.spec.ts'],
  // The long staff journeys take 20–35 s when both halves run side by side on 2 cores.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 390, height: 844 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // The whole log goes to a file the last spec (zz-card-data) scans for card numbers and CVVs;
    // the console still shows what is above info, as before.
    command:
      `rm -rf ${DATA_DIR} && mkdir -p ${DATA_DIR} && node --import tsx server/main.ts 2>&1 ` +
      `| tee ${DATA_DIR}/server.log | grep --line-buffered -v '"level":30,'`,
    url: `http://127.0.0.1:${PORT}/api/auth/logomarcaCliente/428`,
    // npm test runs two browser suites side by side: a fresh database, migrated and seeded, can
    // take more than a minute to start on 2 busy cores.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      STATIC_DIR,
      JWT_SECRET: 'e2e-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
      // Every request is logged (its URL, never its body), so the card-data scan has lines to read.
      LOG_LEVEL: 'info',
      SANDBOX: 'true',
      // Every browser of the suite comes from 127.0.0.1: the per-address limits would count them as one client.
      RATE_LIMIT_ALLOWLIST: '127.0.0.1,::1,::ffff:127.0.0.1',
    },
  },
});
