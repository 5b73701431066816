import type { PixApiSettings } from '../../../../../server/gateways/payment/pix-api-config';
import { createTestApp, type TestContext } from '../../../support/test-app';
import { makeCertificates, type TestCertificates } from './certificates';
import { FAKE_CHAVE, FAKE_CLIENT, startFakePsp, type FakePsp } from './fake-psp';

export const PUBLIC_URL = 'https://quita.associacao.example';

export interface PixApiWorld {
  t: TestContext;
  psp: FakePsp;
  certs: TestCertificates;
  settings: PixApiSettings;
  close: () => Promise<void>;
}

/** The PIX_* settings that point at the fake PSP with our client certificate. */
export function settingsFor(psp: FakePsp, certs: TestCertificates, webhookBaseUrl?: string): PixApiSettings {
  return {
    apiUrl: psp.url,
    oauthUrl: `${psp.url}/oauth/token`,
    clientId: FAKE_CLIENT.id,
    clientSecret: FAKE_CLIENT.secret,
    certFile: certs.clientCertFile,
    keyFile: certs.clientKeyFile,
    caFile: certs.caFile,
    chave: FAKE_CHAVE,
    ...(webhookBaseUrl ? { webhookBaseUrl } : {}),
  };
}

/** The app with PAYMENT_GATEWAY=pix-api pointed at a fake PSP, whose notifications reach it by inject. */
export async function startPixApiWorld(extra: Partial<PixApiSettings> = {}): Promise<PixApiWorld> {
  const certs = makeCertificates();
  const psp = await startFakePsp(certs);
  const settings = { ...settingsFor(psp, certs, PUBLIC_URL), ...extra };
  const t = await createTestApp({ paymentGateway: 'pix-api', pixApi: settings, publicUrl: PUBLIC_URL });
  psp.onWebhook(async (url, body) => {
    const res = await t.app.inject({ method: 'POST', url: url.slice(PUBLIC_URL.length), payload: body });
    return res.statusCode;
  });
  return {
    t,
    psp,
    certs,
    settings,
    close: async () => {
      await t.close();
      await psp.close();
      certs.remove();
    },
  };
}
