import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHATSAPP_SETTINGS_MESSAGES as MSG } from '../../../domain/gestao-whatsapp-messages';
import { auditLog } from '../../../server/db/schema';
import { associationWhatsappSettings } from '../../../server/db/schema-whatsapp';
import {
  FAKE_WA_APP_SECRET,
  FAKE_WA_PHONE_NUMBER_ID,
  FAKE_WA_TOKEN,
  startFakeGraphApi,
  type FakeGraphApi,
} from '../../support/fake-whatsapp/fake-graph-api';
import { staffTokens, type StaffTokens } from '../gestao/staff-tokens';
import { gestao } from '../gestao/support';
import { createTestApp, type TestContext } from '../support/test-app';

const VERIFY = 'token-de-verificacao-nao-logar-0000';
let graph: FakeGraphApi;
let t: TestContext;
let tokens: StaffTokens;
const logLines: string[] = [];
const answers: string[] = [];

beforeAll(async () => {
  graph = await startFakeGraphApi();
  t = await createTestApp(
    { whatsapp: { apiUrl: graph.url, messagesPerSecond: 1000 }, logLevel: 'debug' },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
  tokens = await staffTokens(t);
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

async function call(
  token: string | null,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  body?: object,
  path = '',
) {
  const res = await gestao(t, token, method, `/whatsapp${path}`, body);
  answers.push(res.body);
  return res;
}
const full = {
  phoneNumberId: FAKE_WA_PHONE_NUMBER_ID,
  accessToken: FAKE_WA_TOKEN,
  appSecret: FAKE_WA_APP_SECRET,
  verifyToken: VERIFY,
  reminderTemplate: 'lembrete_vencimento',
  paidTemplate: 'pagamento_confirmado',
};

describe('the fake Graph API refuses what Meta refuses', () => {
  const send = (body: object, { id = FAKE_WA_PHONE_NUMBER_ID, token = FAKE_WA_TOKEN } = {}) =>
    fetch(`${graph.url}/${id}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const template = { name: 'lembrete_vencimento', language: { code: 'pt_BR' } };
  it('a missing messaging_product, a template without language, an unknown number, a wrong token', async () => {
    const ok = await send({ messaging_product: 'whatsapp', to: '5511987654321', type: 'template', template });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { messages: { id: string }[] }).messages[0]!.id).toMatch(/^wamid\./);
    const noProduct = await send({ to: '5511987654321', type: 'template', template });
    expect([noProduct.status, ((await noProduct.json()) as { error: { code: number } }).error.code]).toEqual([
      400, 100,
    ]);
    const noLanguage = await send({
      messaging_product: 'whatsapp',
      to: '5511987654321',
      type: 'template',
      template: { name: 'lembrete_vencimento' },
    });
    expect(((await noLanguage.json()) as { error: { message: string } }).error.message).toContain(
      "template['language']",
    );
    const unknown = await send(
      { messaging_product: 'whatsapp', to: '5511987654321', type: 'template', template },
      { id: '999' },
    );
    expect(unknown.status).toBe(400);
    const wrongToken = await send(
      { messaging_product: 'whatsapp', to: '5511987654321', type: 'template', template },
      { token: 'outro' },
    );
    expect([
      wrongToken.status,
      ((await wrongToken.json()) as { error: { code: number } }).error.code,
    ]).toEqual([401, 190]);
  });
});

describe('Recebimentos › WhatsApp', () => {
  it('is for gestores only', async () => {
    expect((await call(null, 'GET')).statusCode).toBe(401);
    expect((await call(tokens.financeiro, 'GET')).statusCode).toBe(403);
    expect((await call(tokens.financeiro, 'PUT', full)).statusCode).toBe(403);
    expect((await call(tokens.financeiro, 'POST', {}, '/check')).statusCode).toBe(403);
  });

  it('asks for every secret the first time and checks the names', async () => {
    const view = (await call(tokens.gestor, 'GET')).json();
    expect(view).toMatchObject({ settings: null, sandbox: true });
    expect(view.webhookUrl).toMatch(/\/api\/webhooks\/whatsapp$/);
    expect((await call(tokens.gestor, 'PUT', { ...full, accessToken: '' })).json().message).toBe(
      MSG.accessTokenMissing,
    );
    expect((await call(tokens.gestor, 'PUT', { ...full, phoneNumberId: 'abc' })).json().message).toBe(
      MSG.phoneNumberIdInvalid,
    );
    expect(
      (await call(tokens.gestor, 'PUT', { ...full, reminderTemplate: 'Lembrete!' })).json().message,
    ).toBe(MSG.templateInvalid);
    expect((await call(tokens.gestor, 'PUT', { ...full, verifyToken: 'curto' })).json().message).toBe(
      MSG.verifyTokenInvalid,
    );
    expect((await call(tokens.gestor, 'POST', {}, '/check')).json()).toEqual({
      passed: false,
      message: MSG.notConfigured,
    });
  });

  it('saves sealed secrets, never returns or logs them, and tests the connection at the Graph API', async () => {
    const saved = await call(tokens.gestor, 'PUT', full);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ phoneNumberId: FAKE_WA_PHONE_NUMBER_ID, accessTokenSet: true });
    const [row] = await t.database.db
      .select()
      .from(associationWhatsappSettings)
      .where(eq(associationWhatsappSettings.associationId, 428));
    expect(JSON.stringify(row)).not.toContain(FAKE_WA_TOKEN);
    expect(JSON.stringify(row)).not.toContain(FAKE_WA_APP_SECRET);
    expect(JSON.stringify(row)).not.toContain(VERIFY);
    const check = (await call(tokens.gestor, 'POST', {}, '/check')).json();
    expect(check).toMatchObject({ passed: true, verifiedName: 'Associação Demo' });

    // An empty secret keeps the stored one; another association cannot take the same number.
    expect(
      (await call(tokens.gestor, 'PUT', { ...full, accessToken: '', appSecret: '', verifyToken: '' }))
        .statusCode,
    ).toBe(200);
    expect((await call(tokens.gestor, 'POST', {}, '/check')).json().passed).toBe(true);
    expect((await call(tokens.psi, 'PUT', full)).json().message).toBe(MSG.phoneNumberTaken);

    // A wrong token: Meta's refusal, in the answer, never the token.
    expect((await call(tokens.gestor, 'PUT', { ...full, accessToken: 'EAAerrado' })).statusCode).toBe(200);
    const wrong = (await call(tokens.gestor, 'POST', {}, '/check')).json();
    expect(wrong.passed).toBe(false);
    expect(wrong.message).toContain('190');
    await call(tokens.gestor, 'PUT', full);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'whatsapp_settings'));
    expect(audits.length).toBeGreaterThan(0);
    for (const text of [...answers, ...logLines, JSON.stringify(audits)]) {
      expect(text).not.toContain(FAKE_WA_TOKEN);
      expect(text).not.toContain(FAKE_WA_APP_SECRET);
      expect(text).not.toContain(VERIFY);
    }
  });
});
