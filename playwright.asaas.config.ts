import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** Its own port (4312 in `npm test`, beside the pix-api suite's 4311); the fake Asaas 100 above. */
const PORT = Number(process.env.E2E_PORT ?? 4312);
const ASAAS_PORT = PORT + 100;
const DATA_DIR = `.e2e-data/asaas-${PORT}`;
const baseEnv = (base.webServer as { env: Record<string, string> }).env;

/**
 * The browser tests of an association that receives at its own Asaas account: the same Chromium
 * and settings as playwright.config.ts, a server of their own (own port, own fresh database) on the
 * sandbox gateway with ASAAS_API_URL pointed at the fake Asaas (tests/support/fake-asaas), which
 * runs beside it as a process of its own and posts its webhooks to this server. The sandbox
 * suite leaves asaas.spec.ts and asaas-payments.spec.ts to this config.
 */
export default defineConfig({
  ...base,
  testMatch: /[\\/]asaas(-[a-z-]+)?\.spec\.ts$/,
  testIgnore: [],
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: [
    {
      command:
        `node --import tsx tests/e2e/support/fake-asaas-process.ts --port ${ASAAS_PORT} ` +
        `--webhook http://127.0.0.1:${PORT}/api/webhooks/asaas`,
      port: ASAAS_PORT,
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
        ASAAS_API_URL: `http://127.0.0.1:${ASAAS_PORT}/v3`,
      },
    },
  ],
});
