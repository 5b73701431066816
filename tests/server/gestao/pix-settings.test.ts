import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIX_SETTINGS_MESSAGES as MSG } from '../../../domain/gestao-pix-settings-messages';
import { buildApp } from '../../../server/app';
import { auditLog, associationPixSettings } from '../../../server/db/schema';
import { createPixApiGateway } from '../../../server/gateways/payment/pix-api-gateway';
import { pixApiConnection } from '../../../server/gateways/payment/pix-api-connection';
import { PIX_API_MSG } from '../../../server/gateways/payment/pix-api-messages';
import { pixSecretContext } from '../../../server/associations/pix-credentials';
import { secretBoxOf } from '../../../server/secrets/secret-box';
import { makeCertificates, type TestCertificates } from '../gateways/pix-api/support/certificates';
import { FAKE_CHAVE, FAKE_CLIENT, startFakePsp, type FakePsp } from '../gateways/pix-api/support/fake-psp';
import { settingsFor } from '../gateways/pix-api/support/pix-app';
import { createTestApp, testConfig, type TestContext } from '../support/test-app';
import { staffTokens, type StaffTokens } from './staff-tokens';
import { gestao } from './support';

const PUBLIC_URL = 'https://quita.associacao.example';
const SECRET = FAKE_CLIENT.secret;

let base: TestContext;
/** The same database behind an app with the production logger at debug, logging every body. */
let t: TestContext;
let tokens: StaffTokens;
let certs: TestCertificates;
let psp: FakePsp;
const logLines: string[] = [];
/** Every answer of the test, searched for secrets at the end. */
const answers: string[] = [];

beforeAll(async () => {
  base = await createTestApp({ publicUrl: PUBLIC_URL });
  const app = await buildApp({
    config: testConfig({ publicUrl: PUBLIC_URL, logLevel: 'debug' }),
    database: base.database,
    logStream: { write: (line: string) => void logLines.push(line) },
  });
  app.addHook('preHandler', async (request) => {
    request.log.debug({ body: request.body }, 'request body');
  });
  await app.ready();
  t = { ...base, app };
  tokens = await staffTokens(t);
  certs = makeCertificates();
  psp = await startFakePsp(certs);
});
afterAll(async () => {
  await t.app.close();
  await base.close();
  await psp.close();
  certs.remove();
});

const pem = (file: string) => certs.read(file).toString('utf8');
const KEY_BODY = () => pem(certs.clientKeyFile).split('\n')[1]!;

/** Everything the fake PSP needs, as a gestor pastes it. */
const fullBody = () => ({
  apiUrl: psp.url,
  oauthUrl: '',
  clientId: FAKE_CLIENT.id,
  clientSecret: SECRET,
  certificate: pem(certs.clientCertFile),
  privateKey: pem(certs.clientKeyFile),
  caCertificate: pem(certs.caFile),
  chave: FAKE_CHAVE,
});

async function call(token: string, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) {
  const res = await gestao(t, token, method, url, payload);
  answers.push(res.body);
  return res;
}
const save = (token: string, body: object) => call(token, 'PUT', '/pix-settings', body);
const check = (token: string) => call(token, 'POST', '/pix-settings/check', {});
const rowOf = async (associationId: number) =>
  (
    await t.database.db
      .select()
      .from(associationPixSettings)
      .where(eq(associationPixSettings.associationId, associationId))
  )[0];
const lastAudit = async () =>
  (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

describe('Recebimentos: the association’s API Pix credentials', () => {
  it('is for gestores only: financeiro gets 403 on every route, nobody without a staff token gets in', async () => {
    expect((await call(tokens.gestor, 'GET', '/pix-settings')).json()).toEqual({ settings: null });
    for (const [method, url] of [
      ['GET', '/pix-settings'],
      ['PUT', '/pix-settings'],
      ['DELETE', '/pix-settings'],
      ['POST', '/pix-settings/check'],
    ] as const) {
      const res = await call(
        tokens.financeiro,
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : fullBody(),
      );
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await rowOf(428)).toBeUndefined();
  });

  it('a gestor saves them for their own association (an association in the body is ignored); the answer shows no secret', async () => {
    const res = await save(tokens.gestor, { ...fullBody(), associationId: 1024839 });
    expect(res.statusCode).toBe(200);
    // Saving registered the association's own webhook at its bank (PUT /webhook/{chave}).
    const webhookUrl = `${PUBLIC_URL}/api/webhooks/pix/428`;
    expect(res.json().webhook).toEqual({ registered: true, webhookUrl });
    expect(psp.webhookUrl).toBe(webhookUrl);
    const settings = res.json().settings;
    expect(settings).toEqual({
      apiUrl: psp.url,
      oauthUrl: null,
      clientIdLast4: FAKE_CLIENT.id.slice(-4),
      certificate: { subject: 'CN=Associacao de Teste', validTo: expect.any(String) },
      ca: { subject: 'CN=PSP de Teste CA', validTo: expect.any(String) },
      chave: FAKE_CHAVE,
      account: null,
      updatedAt: expect.any(String),
    });
    const days = (Date.parse(settings.certificate.validTo) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(1);
    expect(days).toBeLessThan(3);
    expect((await call(tokens.gestor, 'GET', '/pix-settings')).json()).toEqual({ settings });
    expect(await rowOf(428)).toMatchObject({
      associationId: 428,
      clientId: FAKE_CLIENT.id,
      updatedBy: expect.any(Number),
    });
    expect(await rowOf(1024839)).toBeUndefined();
  });

  it('keeps the client secret and the private key only as AES-256-GCM ciphertext, bound to their association', async () => {
    const row = (await rowOf(428))!;
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(SECRET);
    expect(stored).not.toContain(Buffer.from(SECRET).toString('base64'));
    expect(stored).not.toContain('PRIVATE KEY');
    expect(stored).not.toContain(KEY_BODY());
    expect(row.clientSecretEncrypted).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    const box = secretBoxOf(t.app.config);
    expect(box.open(row.clientSecretEncrypted, pixSecretContext(428, 'client_secret'))).toBe(SECRET);
    expect(box.open(row.privateKeyEncrypted, pixSecretContext(428, 'private_key'))).toBe(
      pem(certs.clientKeyFile).trim(),
    );
    // Copied into another association's row (or column) it does not open.
    expect(() => box.open(row.clientSecretEncrypted, pixSecretContext(1024839, 'client_secret'))).toThrow();
    expect(() => box.open(row.clientSecretEncrypted, pixSecretContext(428, 'private_key'))).toThrow();
  });

  it('audits every change without a secret', async () => {
    const entry = await lastAudit();
    expect(entry).toMatchObject({
      associationId: 428,
      action: 'pix_settings.saved',
      entity: 'pix_settings',
      entityId: '428',
      before: null,
    });
    expect(entry.after).toMatchObject({
      apiUrl: psp.url,
      clientId: `…${FAKE_CLIENT.id.slice(-4)}`,
      clientSecret: 'configurado',
      privateKey: 'configurada',
      chave: FAKE_CHAVE,
    });
    const audited = JSON.stringify(entry);
    expect(audited).not.toContain(SECRET);
    expect(audited).not.toContain(KEY_BODY());
    expect(audited).not.toContain(FAKE_CLIENT.id);
  });

  it('another association’s gestor neither reads nor changes nor removes them', async () => {
    const before = await rowOf(428);
    expect((await call(tokens.psi, 'GET', '/pix-settings')).json()).toEqual({ settings: null });
    const refused = await save(tokens.psi, { apiUrl: psp.url, chave: 'outra@chave.example' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ ok: false, message: MSG.clientIdMissing });
    expect((await call(tokens.psi, 'DELETE', '/pix-settings')).statusCode).toBe(200);
    expect((await check(tokens.psi)).json()).toEqual({
      passed: false,
      failedStep: 'settings',
      message: MSG.notConfigured,
    });
    expect(await rowOf(428)).toEqual(before);
    expect(await rowOf(1024839)).toBeUndefined();
  });

  it('Testar conexão: a token over mTLS, then the webhook registered for the key (gone at the bank: says so)', async () => {
    psp.forgetWebhook();
    const tokensBefore = psp.tokensIssued;
    const res = await check(tokens.gestor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      passed: false,
      failedStep: 'webhook',
      message: MSG.webhookMissing(FAKE_CHAVE),
    });
    expect(psp.tokensIssued).toBe(tokensBefore + 1);

    const expected = `${PUBLIC_URL}/api/webhooks/pix/428`;
    const envGateway = createPixApiGateway(pixApiConnection(settingsFor(psp, certs)), {
      pixExpirySeconds: 60,
    });
    expect(await envGateway.registerWebhook(expected)).toEqual({ ok: true });
    envGateway.close();
    expect((await check(tokens.gestor)).json()).toEqual({
      passed: true,
      webhookUrl: expected,
      expectedWebhookUrl: expected,
    });
    expect(psp.violations).toEqual([]);
  });

  it('an empty secret keeps the stored one; a wrong one fails the test at the token step, never echoed', async () => {
    const before = (await rowOf(428))!;
    const kept = await save(tokens.gestor, { apiUrl: `${psp.url}/`, chave: FAKE_CHAVE, clientSecret: '' });
    expect(kept.statusCode).toBe(200);
    const after = (await rowOf(428))!;
    expect(after.clientSecretEncrypted).toBe(before.clientSecretEncrypted);
    expect(after.privateKeyEncrypted).toBe(before.privateKeyEncrypted);
    expect(after.caPem).toBe(before.caPem);
    expect(after.apiUrl).toBe(psp.url);
    expect(after.revision).not.toBe(before.revision);
    expect((await check(tokens.gestor)).json()).toMatchObject({ passed: true });

    expect(
      (await save(tokens.gestor, { apiUrl: psp.url, chave: FAKE_CHAVE, clientSecret: 'segredo-errado' }))
        .statusCode,
    ).toBe(200);
    expect((await lastAudit()).after).toMatchObject({
      clientSecret: 'substituído',
      privateKey: 'configurada',
    });
    const wrong = (await check(tokens.gestor)).json();
    expect(wrong).toEqual({
      passed: false,
      failedStep: 'token',
      message: MSG.tokenFailed(`${PIX_API_MSG.problem[401]}.`),
    });
    expect(JSON.stringify(wrong)).not.toContain('segredo-errado');
    await save(tokens.gestor, { apiUrl: psp.url, chave: FAKE_CHAVE, clientSecret: SECRET });
  });

  it('a certificate the PSP never issued, or no CA for its server, fails at the token step with the reason', async () => {
    const stranger = await save(tokens.gestor, {
      apiUrl: psp.url,
      chave: FAKE_CHAVE,
      certificate: pem(certs.strangerCertFile),
      privateKey: pem(certs.strangerKeyFile),
    });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json().settings.certificate.subject).toBe('CN=Desconhecido');
    const refused = (await check(tokens.gestor)).json();
    expect(refused).toMatchObject({ passed: false, failedStep: 'token' });
    expect(refused.message).toContain(MSG.tokenFailed(MSG.connection.clientCertificate));

    await save(tokens.gestor, { ...fullBody(), caCertificate: '', removeCa: true });
    expect((await rowOf(428))!.caPem).toBeNull();
    const untrusted = (await check(tokens.gestor)).json();
    expect(untrusted).toMatchObject({ passed: false, failedStep: 'token' });
    expect(untrusted.message).toContain(MSG.tokenFailed(MSG.connection.serverCertificate));
    await save(tokens.gestor, fullBody());
    expect((await check(tokens.gestor)).json()).toMatchObject({ passed: true });
  });

  it('the receiving account of Pix Automático: saved, shown, audited; blank clears it, absent keeps it', async () => {
    const res = await save(tokens.gestor, {
      ...fullBody(),
      clientSecret: '',
      privateKey: '',
      accountBranch: '0001',
      accountNumber: '12345-6',
      accountType: 'CORRENTE',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().settings.account).toEqual({ branch: '0001', number: '123456', type: 'CORRENTE' });
    expect(await rowOf(428)).toMatchObject({
      accountBranch: '0001',
      accountNumber: '123456',
      accountType: 'CORRENTE',
    });
    expect((await lastAudit()).after).toMatchObject({
      account: { branch: '0001', number: '123456', type: 'CORRENTE' },
    });
    // A body without the fields keeps the account; blank fields clear it.
    const kept = await save(tokens.gestor, { ...fullBody(), clientSecret: '', privateKey: '' });
    expect(kept.json().settings.account).toEqual({ branch: '0001', number: '123456', type: 'CORRENTE' });
    const cleared = await save(tokens.gestor, {
      ...fullBody(),
      clientSecret: '',
      privateKey: '',
      accountBranch: '',
      accountNumber: '',
      accountType: '',
    });
    expect(cleared.json().settings.account).toBeNull();
  });

  it('refuses what would never work, in pt-BR, and changes nothing', async () => {
    const before = await rowOf(428);
    const refusal = async (body: object) => {
      const res = await save(tokens.gestor, { ...fullBody(), ...body });
      expect(res.statusCode).toBe(400);
      return res.json().message as string;
    };
    expect(await refusal({ apiUrl: 'http://psp.example/api' })).toBe(MSG.apiUrlInvalid);
    expect(await refusal({ oauthUrl: 'ftp://psp.example/token' })).toBe(MSG.oauthUrlInvalid);
    expect(await refusal({ certificate: 'não é um certificado' })).toBe(MSG.certificateInvalid);
    expect(await refusal({ privateKey: 'não é uma chave' })).toBe(MSG.privateKeyInvalid);
    expect(await refusal({ privateKey: pem(certs.strangerKeyFile) })).toBe(MSG.keyMismatch);
    expect(
      await refusal({ caCertificate: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----' }),
    ).toBe(MSG.caInvalid);
    expect(await refusal({ chave: '  ' })).toBe(MSG.chaveMissing);
    expect(await refusal({ accountNumber: '', accountType: 'CORRENTE' })).toBe(MSG.accountNumberInvalid);
    expect(await refusal({ accountNumber: '12a', accountType: 'CORRENTE' })).toBe(MSG.accountNumberInvalid);
    expect(await refusal({ accountNumber: '123456', accountBranch: '12345', accountType: 'CORRENTE' })).toBe(
      MSG.accountBranchInvalid,
    );
    expect(await refusal({ accountNumber: '123456', accountType: 'SALARIO' })).toBe(MSG.accountTypeInvalid);
    expect(await rowOf(428)).toEqual(before);
    // A first save needs every secret.
    const first = await save(tokens.psi, { ...fullBody(), clientSecret: '' });
    expect(first.json()).toEqual({ ok: false, message: MSG.clientSecretMissing });
  });

  it('credentials that no longer open (another SECRETS_KEY, or altered) are reported, not used', async () => {
    const row = (await rowOf(428))!;
    const [iv, tag, body] = row.clientSecretEncrypted.split('.').slice(1);
    const flipped = `${body![0] === 'A' ? 'B' : 'A'}${body!.slice(1)}`;
    await t.database.db
      .update(associationPixSettings)
      .set({ clientSecretEncrypted: `v1.${iv}.${tag}.${flipped}` })
      .where(eq(associationPixSettings.associationId, 428));
    expect((await check(tokens.gestor)).json()).toEqual({
      passed: false,
      failedStep: 'settings',
      message: MSG.unreadable,
    });
    await save(tokens.gestor, fullBody());
    expect((await check(tokens.gestor)).json()).toMatchObject({ passed: true });
  });

  it('a bank that refuses the webhook: the settings stay saved and the gestor is told why, in pt-BR', async () => {
    const res = await save(tokens.gestor, { ...fullBody(), chave: 'outra@chave.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      settings: expect.objectContaining({ chave: 'outra@chave.example' }),
      webhook: {
        registered: false,
        message: MSG.webhookNotRegistered(
          `${PIX_API_MSG.problem[400]}: A chave não pertence a este recebedor.`,
        ),
      },
    });
    expect((await rowOf(428))!.chave).toBe('outra@chave.example');
    expect((await save(tokens.gestor, fullBody())).json().webhook).toMatchObject({ registered: true });
  });

  it('a gestor removes them (audited): the association is back on the app’s gateway', async () => {
    const res = await call(tokens.gestor, 'DELETE', '/pix-settings');
    expect(res.json()).toEqual({ ok: true });
    expect(await rowOf(428)).toBeUndefined();
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: 'pix_settings.removed', after: null });
    expect(JSON.stringify(entry)).not.toContain(SECRET);
    expect((await call(tokens.gestor, 'GET', '/pix-settings')).json()).toEqual({ settings: null });
  });

  it('no answer and no log line ever carried the client secret or the private key', () => {
    expect(answers.length).toBeGreaterThan(30);
    for (const text of [...answers, ...logLines]) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain('segredo-errado');
      expect(text).not.toContain(KEY_BODY());
      expect(text).not.toContain('PRIVATE KEY');
    }
    expect(logLines.some((line) => line.includes('/api/gestao/pix-settings'))).toBe(true);
  });
});
