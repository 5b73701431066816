import { request } from 'node:https';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/config';
import { GatewayRefusal } from '../../../../server/gateways/payment/payment-gateway';
import { newTxid } from '../../../../server/gateways/payment/pix-api-charges';
import { createPixApiGateway } from '../../../../server/gateways/payment/pix-api-gateway';
import { pixApiConnection } from '../../../../server/gateways/payment/pix-api-connection';
import { PIX_API_MSG } from '../../../../server/gateways/payment/pix-api-messages';
import type { PixApiSettings } from '../../../../server/gateways/payment/pix-api-config';
import { makeCertificates, type TestCertificates } from './support/certificates';
import { startFakePsp, type FakePsp } from './support/fake-psp';
import { settingsFor } from './support/pix-app';
import { PIX_API_VERSION } from './support/pix-api-schemas';

let certs: TestCertificates;
let psp: FakePsp;
let settings: PixApiSettings;
const opened: { close(): void }[] = [];

beforeAll(async () => {
  certs = makeCertificates();
  psp = await startFakePsp(certs);
  settings = settingsFor(psp, certs);
});
afterAll(async () => {
  for (const gateway of opened) gateway.close();
  await psp.close();
  certs.remove();
});
afterEach(() => expect(psp.violations).toEqual([]));

function gatewayWith(overrides: Partial<PixApiSettings> = {}) {
  const gateway = createPixApiGateway(pixApiConnection({ ...settings, ...overrides }), {
    pixExpirySeconds: 900,
  });
  opened.push(gateway);
  return gateway;
}

const charge = (amountCentavos = 1_000) => ({
  amountCentavos,
  description: 'Taxa de teste',
  txid: 'IGNORED',
  merchantName: 'Associação',
  merchantCity: 'São Paulo',
});

/** The error a call ends with (the test fails when it succeeds). */
async function failureOf(call: Promise<unknown>): Promise<Error> {
  try {
    await call;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail');
}

/** A bare HTTPS call to the PSP, with or without a client certificate. */
function bareCall(clientCert?: { cert: Buffer; key: Buffer }) {
  return new Promise<number>((resolve, reject) => {
    const req = request(`${psp.url}/oauth/token`, {
      method: 'POST',
      ca: certs.read(certs.caFile),
      ...(clientCert ?? {}),
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end('grant_type=client_credentials');
  });
}

describe(`mutual TLS and OAuth2 (bacen/pix-api ${PIX_API_VERSION})`, () => {
  it('the PSP refuses a connection without a client certificate, or with one it never issued', async () => {
    await expect(bareCall()).rejects.toThrow();
    await expect(
      bareCall({ cert: certs.read(certs.strangerCertFile), key: certs.read(certs.strangerKeyFile) }),
    ).rejects.toThrow();
    // With ours the TLS handshake passes (the token endpoint then wants credentials).
    expect(
      await bareCall({ cert: certs.read(certs.clientCertFile), key: certs.read(certs.clientKeyFile) }),
    ).toBe(401);

    const stranger = gatewayWith({ certFile: certs.strangerCertFile, keyFile: certs.strangerKeyFile });
    await expect(stranger.createPix(charge())).rejects.toThrow(PIX_API_MSG.unreachable);
  });

  it('caches the token until it expires, and fetches a new one once when a call answers 401', async () => {
    const gateway = gatewayWith();
    const before = psp.tokensIssued;
    const first = await gateway.createPix(charge());
    await gateway.getStatus(first.gatewayId);
    await gateway.getStatus(first.gatewayId);
    expect(psp.tokensIssued).toBe(before + 1);

    psp.expireTokens();
    expect(await gateway.getStatus(first.gatewayId)).toBe('pending');
    expect(psp.tokensIssued).toBe(before + 2);
    await gateway.getStatus(first.gatewayId);
    expect(psp.tokensIssued).toBe(before + 2);
  });

  it('wrong client credentials become a pt-BR message that never carries the secret', async () => {
    const gateway = gatewayWith({ clientSecret: 'segredo-errado' });
    const error = await failureOf(gateway.createPix(charge()));
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toContain(PIX_API_MSG.problem[401]);
    expect(error.message).not.toContain('segredo-errado');
  });
});

describe('charges and answers as the standard says', () => {
  it('an RFC 7807 refusal becomes a clear pt-BR message for the payer', async () => {
    const gateway = gatewayWith({ chave: 'outra-chave@example.com' });
    const refused = await failureOf(gateway.createPix(charge()));
    expect(refused).toBeInstanceOf(GatewayRefusal);
    expect(refused.message).toBe(`${PIX_API_MSG.problem[400]}: A chave não pertence a este recebedor.`);
    const zero = await failureOf(gatewayWith().createPix(charge(0)));
    expect(zero.message).toBe(
      `${PIX_API_MSG.problem[400]}: Valor da cobrança não pode ser 0.00 (cob.valor.original)`,
    );
  });

  it('txids are 26–35 alphanumerics, new per attempt', () => {
    const ids = new Set(Array.from({ length: 200 }, (_, i) => newTxid(i % 2 ? 'cob' : 'cobv')));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[a-zA-Z0-9]{26,35}$/);
  });

  it('reads a charge’s status: pending, succeeded once paid; an unknown txid is failed', async () => {
    const gateway = gatewayWith();
    const cob = await gateway.createPix(charge());
    expect(await gateway.getStatus(cob.gatewayId)).toBe('pending');
    expect(await gateway.getStatus(newTxid('cob'))).toBe('failed');
    expect(await gateway.getStatus('sbx_not_ours')).toBe('failed');
    expect(await gateway.confirmPix(psp.newE2e())).toBeNull();
  });

  it('an expired immediate charge reports expired', async () => {
    const gateway = createPixApiGateway(pixApiConnection(settings), {
      pixExpirySeconds: 60,
      now: () => new Date(Date.now() + 120_000),
    });
    opened.push(gateway);
    const cob = await gateway.createPix(charge());
    expect(await gateway.getStatus(cob.gatewayId)).toBe('expired');
  });
});

describe('configuration from the environment', () => {
  it('PIX_OAUTH_URL defaults to PIX_API_URL/oauth/token; every missing setting is named at start', () => {
    const config = loadConfig({
      PAYMENT_GATEWAY: 'pix-api',
      PIX_API_URL: 'https://api.psp.example/v2/',
      JWT_SECRET: 'x'.repeat(48),
      VAPID_PUBLIC_KEY: 'p',
      VAPID_PRIVATE_KEY: 'k',
    });
    expect(config.pixApi).toMatchObject({
      apiUrl: 'https://api.psp.example/v2',
      oauthUrl: 'https://api.psp.example/v2/oauth/token',
      webhookBaseUrl: undefined,
    });
    expect(() => pixApiConnection(config.pixApi)).toThrow(
      PIX_API_MSG.missingSettings([
        'PIX_CLIENT_ID',
        'PIX_CLIENT_SECRET',
        'PIX_CERT_FILE',
        'PIX_KEY_FILE',
        'PIX_CHAVE',
      ]),
    );
    expect(() => pixApiConnection({ ...settings, certFile: '/nonexistent/cert.pem' })).toThrow(
      PIX_API_MSG.unreadableFile('PIX_CERT_FILE', '/nonexistent/cert.pem'),
    );
  });
});
