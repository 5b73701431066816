import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** Its own port; the fake Graph API 100 above. */
const PORT = Number(process.env.E2E_PORT ?? 4313);
const GRAPH_PORT = PORT + 100;
const DATA_DIR = `.e2e-data/whatsapp-${PORT}`;
const baseEnv = (base.webServer as { env: Record<string, string> }).env;

/**
 * The browser tests of WhatsApp reminders: a server of their own (own port, fresh database) with
 * WHATSAPP_API_URL pointed at the fake Graph API (tests/support/fake-whatsapp), which runs beside it
 * and posts its signed webhooks to this server. The sandbox suite leaves whatsapp.spec.ts to this config.
 */
export default defineConfig({
  ...base,
  testMatch: /[\\/]whatsapp\.spec\.ts$/,
  testIgnore: [],
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: [
    {
      command:
        `node --import tsx tests/e2e/support/fake-whatsapp-process.ts --port ${GRAPH_PORT} ` +
        `--webhook http://127.0.0.1:${PORT}/api/webhooks/whatsapp`,
      port: GRAPH_PORT,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command:
        `rm -rf ${DATA_DIR} && mkdir -p ${DATA_DIR} && node --import tsx server/main.ts 2>&1 ` +
        `| tee ${DATA_DIR}/server.log | grep --line-buffered -v '"level":30,'`,
      url: `http://127.0.0.1:${PORT}/api/auth/logomarcaCliente/428`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        ...baseEnv,
        PORT: String(PORT),
        DATA_DIR,
        WHATSAPP_API_URL: `http://127.0.0.1:${GRAPH_PORT}/v23.0`,
      },
    },
  ],
});
