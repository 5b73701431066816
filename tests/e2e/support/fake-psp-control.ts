import { readFileSync } from 'node:fs';

/**
 * The pix-api browser tests (playwright.pix-api.config.ts): their server's port and data
 * directory, apart from the sandbox suite's, and the file where fake-psp-server.ts writes the
 * addresses of the fake PSP and of its control API.
 */
export const PIX_E2E_PORT = Number(process.env.E2E_PORT ?? 4311);
export const PIX_E2E_DATA_DIR = `.e2e-data/pix-api-${PIX_E2E_PORT}`;
export const FAKE_PSP_STATE_FILE = `${PIX_E2E_DATA_DIR}/fake-psp.json`;

export interface FakePspState {
  /** The PSP's API Pix (HTTPS, client certificate required). */
  pspUrl: string;
  /** fake-psp-server.ts's control API (plain HTTP, for the test only). */
  controlUrl: string;
}

/** A charge as the PSP keeps it. */
export interface FakeCharge {
  kind: 'cob' | 'cobv';
  status: string;
  pixCopiaECola: string;
}

async function call<T>(url: string, init?: { method: string; body: unknown }): Promise<T> {
  const res = await fetch(url, {
    method: init?.method ?? 'GET',
    ...(init ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body) } : {}),
  });
  const body = (await res.json()) as T;
  if (!res.ok)
    throw new Error(`fake PSP ${init?.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** What the test asks of the fake PSP that the app's server talks to. */
export function fakePsp() {
  const { controlUrl } = JSON.parse(readFileSync(FAKE_PSP_STATE_FILE, 'utf8')) as FakePspState;
  const txPath = (txid: string) => `${controlUrl}/cobrancas/${encodeURIComponent(txid)}`;
  return {
    charge: (txid: string) => call<FakeCharge>(txPath(txid)),
    /** The payer's bank pays the charge; the PSP notifies the app (200 each), or with webhook false never. */
    pay: (txid: string, { webhook = true }: { webhook?: boolean } = {}) =>
      call<{ endToEndId: string; webhookStatuses: number[] }>(`${txPath(txid)}/pagar`, {
        method: 'POST',
        body: { webhook },
      }),
    /** Someone posing as the PSP notifies a Pix the PSP never received, for this charge. */
    forgeWebhook: (txid: string) =>
      call<{ endToEndId: string; webhookStatus: number }>(`${controlUrl}/webhook/forjado`, {
        method: 'POST',
        body: { txid },
      }),
    state: () =>
      call<{ webhookUrl: string | null; violations: { method: string; path: string; issues: string[] }[] }>(
        `${controlUrl}/estado`,
      ),
  };
}
