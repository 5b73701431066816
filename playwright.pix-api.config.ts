import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { FAKE_PSP_STATE_FILE, PIX_E2E_DATA_DIR, PIX_E2E_PORT } from './tests/e2e/support/fake-psp-control';

const PORT = PIX_E2E_PORT;
const DATA_DIR = PIX_E2E_DATA_DIR;

/**
 * The browser tests of a real PIX rail: the same Chromium and settings as playwright.config.ts,
 * but a server of their own (own port, own fresh database) with PAYMENT_GATEWAY=pix-api pointed at
 * the fake PSP, which tests/e2e/support/fake-psp-server.ts runs as the process that starts it.
 * The sandbox suite leaves pix-api.spec.ts to this config; `npm run test:e2e` runs both.
 */
export default defineConfig({
  ...base,
  testMatch: 'pix-api.spec.ts',
  testIgnore: [],
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command:
      `rm -rf ${DATA_DIR} && mkdir -p ${DATA_DIR} && node --import tsx tests/e2e/support/fake-psp-server.ts ` +
      `--state ${FAKE_PSP_STATE_FILE} -- node --import tsx server/main.ts 2>&1 ` +
      `| tee ${DATA_DIR}/server.log | grep --line-buffered -v '"level":30,'`,
    url: `http://127.0.0.1:${PORT}/api/auth/logomarcaCliente/428`,
    // npm test runs two browser suites side by side: a fresh database, migrated and seeded, can
    // take more than a minute to start on 2 busy cores.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // The fake PSP removes its certificates and stops the app when told to stop.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      // The sandbox suite's server settings (secret, limits, static files), on this server's port and data.
      ...(base.webServer as { env: Record<string, string> }).env,
      PORT: String(PORT),
      DATA_DIR,
      // The PSP reaches the webhook here; the app registers PUBLIC_URL/api/webhooks/pix/env at start.
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      // Only the test runs the reconciliation (POST /api/sandbox/jobs/conciliacao), never a timer meanwhile.
      RECONCILE_INTERVAL_MS: String(24 * 3600_000),
    },
  },
});
