import { desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIVING_MESSAGES as MSG } from '../../../domain/gestao-receiving-messages';
import { rowsOf } from '../../../server/db/rows-of';
import { auditLog, cashFlowItems, transactions } from '../../../server/db/schema';
import { sweepAssociationsAsaasPayments } from '../../../server/payments/asaas-association-sweep';
import { reconcilePayments } from '../../../server/payments/reconcile';
import { startFakeAsaas, type FakeAsaas } from '../../support/fake-asaas/fake-asaas-server';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { insertItem, memberIdOf, pay, pinToken } from '../support/wallet';
import { staffTokens, type StaffTokens } from './staff-tokens';
import { gestao } from './support';

/** Association 1024839's own Asaas account: never called here, only its token matters. */
const PSI_KEY = '$aact_chave_da_psi_nao_logar_0000';
const PSI_TOKEN = 'token-do-webhook-da-psi-nao-logar-000000';
const BAD_KEY = '$aact_chave_errada_nao_logar_1111';

let asaas: FakeAsaas;
let t: TestContext;
let tokens: StaffTokens;
let maria: string;
let pin: string;
let mariaId: number;
const logLines: string[] = [];
/** Every answer of the test, searched for secrets at the end. */
const answers: string[] = [];

beforeAll(async () => {
  asaas = await startFakeAsaas();
  // The install receives by the sandbox; only ASAAS_API_URL is set, for associations' own keys.
  t = await createTestApp(
    { asaas: { apiUrl: asaas.url, apiKey: undefined, webhookToken: undefined }, logLevel: 'debug' },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
  asaas.onWebhook(async (body, headers) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/asaas', headers, payload: body });
    answers.push(res.body);
    return res.statusCode;
  });
  tokens = await staffTokens(t);
  maria = await t.login(DEMO.maria);
  pin = await pinToken(t, maria);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(async () => {
  await t.close();
  await asaas.close();
});

const db = () => t.database.db;
async function call(
  token: string | null,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  body?: object,
) {
  const res = await gestao(t, token, method, url, body);
  answers.push(res.body);
  return res;
}
const receiving = async (token: string) => (await call(token, 'GET', '/receiving')).json();

async function payPix(itemId: number) {
  const res = await pay(t, maria, { ID_FLUXO_DE_CAIXA: itemId, TIPO: 'P', TOKEN_PIN: pin } as never);
  answers.push(res.body);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { RESULTADO: boolean; MSG: string; TRANSACAO: { ID_ZOOP_TRANSACAO: string } };
  expect(body.RESULTADO, body.MSG).toBe(true);
  return body.TRANSACAO.ID_ZOOP_TRANSACAO;
}
const txOf = async (gatewayId: string) =>
  (await db().select().from(transactions).where(eq(transactions.gatewayId, gatewayId)))[0]!;
const paidAt = async (itemId: number) =>
  (await db().select().from(cashFlowItems).where(eq(cashFlowItems.id, itemId)))[0]!.paidAt;

describe('Recebimentos › Asaas', () => {
  it('is for gestores only: financeiro gets 403 and no token 401 on every route', async () => {
    const routes = [
      ['GET', '/receiving'],
      ['PUT', '/receiving/choice', { gateway: 'sandbox' }],
      ['PUT', '/receiving/asaas', { apiKey: BAD_KEY, webhookToken: PSI_TOKEN }],
      ['DELETE', '/receiving/asaas'],
      ['POST', '/receiving/asaas/check', {}],
    ] as const;
    for (const [method, url, body] of routes) {
      expect((await call(tokens.financeiro, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await receiving(tokens.gestor)).asaas).toBeNull();
  });

  it('refuses in pt-BR what would never work, and saves nothing', async () => {
    const refused = async (body: object, message: string) => {
      const res = await call(tokens.gestor, 'PUT', '/receiving/asaas', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ ok: false, message });
    };
    await refused({}, MSG.apiKeyMissing);
    await refused({ apiKey: asaas.apiKey }, MSG.webhookTokenMissing);
    await refused({ apiKey: asaas.apiKey, webhookToken: 'curto' }, MSG.webhookTokenInvalid);
    await refused({ apiKey: 'chave com espaço', webhookToken: asaas.webhookToken }, MSG.apiKeyInvalid);
    const choice = await call(tokens.gestor, 'PUT', '/receiving/choice', { gateway: 'asaas' });
    expect(choice.json()).toEqual({ ok: false, message: MSG.asaasNotConfigured });
    expect(
      (await call(tokens.gestor, 'PUT', '/receiving/choice', { gateway: 'pix-api' })).json().message,
    ).toBe(MSG.pixNotConfigured);
    expect((await call(tokens.gestor, 'PUT', '/receiving/choice', { gateway: 'boleto' })).statusCode).toBe(
      400,
    );
    expect((await receiving(tokens.gestor)).chosen).toBeNull();
  });

  it('a gestor saves the key and token: the answer shows only that they are set, and Asaas is the choice', async () => {
    const res = await call(tokens.gestor, 'PUT', '/receiving/asaas', {
      apiKey: asaas.apiKey,
      webhookToken: asaas.webhookToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ apiUrl: asaas.url, apiKeySet: true, webhookTokenSet: true });
    expect(await receiving(tokens.gestor)).toMatchObject({
      chosen: 'asaas',
      sandboxAvailable: true,
      hasPixSettings: false,
      asaas: { apiKeySet: true, webhookTokenSet: true },
      asaasWebhookUrl: 'http://localhost:3000/api/webhooks/asaas',
    });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'asaas_settings.saved'))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({
      associationId: 428,
      after: { apiUrl: asaas.url, apiKey: 'configurada', webhookToken: 'configurado' },
    });
  });

  it('another association’s gestor neither reads nor changes nor removes them, nor reuses the token', async () => {
    expect(await receiving(tokens.psi)).toMatchObject({ chosen: null, asaas: null });
    expect((await call(tokens.psi, 'DELETE', '/receiving/asaas')).statusCode).toBe(200);
    const check = await call(tokens.psi, 'POST', '/receiving/asaas/check', {});
    expect(check.json()).toEqual({ passed: false, message: MSG.asaasNotConfigured });
    const taken = await call(tokens.psi, 'PUT', '/receiving/asaas', {
      apiKey: PSI_KEY,
      webhookToken: asaas.webhookToken,
    });
    expect(taken.json()).toEqual({ ok: false, message: MSG.webhookTokenTaken });
    expect((await receiving(tokens.gestor)).asaas).not.toBeNull();
    const own = await call(tokens.psi, 'PUT', '/receiving/asaas', {
      apiKey: PSI_KEY,
      webhookToken: PSI_TOKEN,
    });
    expect(own.statusCode, own.body).toBe(200);
    // Primeiros passos counts an association with Asaas settings as having its receiving account.
    const steps = (await call(tokens.psi, 'GET', '/primeiros-passos')).json() as {
      steps: { key: string; done: boolean }[];
    };
    expect(steps.steps.find((step) => step.key === 'receivingAccount')?.done).toBe(true);
  });

  it('Testar conexão calls GET /finance/balance with the stored key; a bad key shows Asaas’s refusal in pt-BR', async () => {
    const ok = await call(tokens.gestor, 'POST', '/receiving/asaas/check', {});
    expect(ok.json()).toEqual({ passed: true });
    const balance = asaas.requests.filter((r) => r.path === '/finance/balance');
    expect(balance.at(-1)?.headers.access_token).toBe(asaas.apiKey);

    // Only the key is replaced: the token stays.
    expect((await call(tokens.gestor, 'PUT', '/receiving/asaas', { apiKey: BAD_KEY })).statusCode).toBe(200);
    const bad = await call(tokens.gestor, 'POST', '/receiving/asaas/check', {});
    expect(bad.json()).toEqual({ passed: false, message: 'A chave de API fornecida é inválida' });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'asaas_settings.saved'))
      .orderBy(desc(auditLog.id));
    expect(audit?.after).toMatchObject({ apiKey: 'substituída', webhookToken: 'configurado' });
    expect((await call(tokens.gestor, 'PUT', '/receiving/asaas', { apiKey: asaas.apiKey })).statusCode).toBe(
      200,
    );
  });

  it('a member pays by PIX at the association’s Asaas; its token settles it, another association’s is refused', async () => {
    const item = await insertItem(t, {
      memberId: mariaId,
      description: 'Anuidade via Asaas',
      amountCentavos: 70_000,
    });
    const paymentId = await payPix(item.id);
    const tx = await txOf(paymentId);
    expect(tx.gatewayAccount).toMatch(/^asaas:/);
    expect(asaas.payments.get(paymentId)).toMatchObject({ billingType: 'PIX', value: 700 });

    const payment = asaas.payments.get(paymentId)!;
    payment.status = 'RECEIVED';
    expect((await asaas.notify('PAYMENT_RECEIVED', payment, PSI_TOKEN)).status).toBe(401);
    expect(
      (await asaas.notify('PAYMENT_RECEIVED', payment, 'token-que-ninguem-cadastrou-000000000')).status,
    ).toBe(401);
    expect(await paidAt(item.id)).toBeNull();

    expect((await asaas.notify('PAYMENT_RECEIVED', payment)).status).toBe(200);
    expect(await paidAt(item.id)).not.toBeNull();
    expect((await txOf(paymentId)).status).toBe('succeeded');
  });

  it('a lost webhook is settled by the reconciliation, read back at the account that took the charge', async () => {
    const item = await insertItem(t, {
      memberId: mariaId,
      description: 'Webhook perdido',
      amountCentavos: 9_900,
    });
    const paymentId = await payPix(item.id);
    asaas.loseWebhooks(1);
    await asaas.pay(paymentId);
    expect(await paidAt(item.id)).toBeNull();
    // Back to the sandbox: the charge stays at the Asaas account that took it.
    expect((await call(tokens.gestor, 'PUT', '/receiving/choice', { gateway: 'sandbox' })).statusCode).toBe(
      200,
    );
    const later = new Date(Date.now() + 60_000);
    await reconcilePayments(t.app, later);
    expect(await paidAt(item.id)).not.toBeNull();

    const next = await insertItem(t, {
      memberId: mariaId,
      description: 'Pelo sandbox',
      amountCentavos: 1_000,
    });
    const sandboxId = await payPix(next.id);
    expect((await txOf(sandboxId)).gatewayAccount).toBe('env');
    expect(asaas.payments.has(sandboxId)).toBe(false);
    expect((await call(tokens.gestor, 'PUT', '/receiving/choice', { gateway: 'asaas' })).statusCode).toBe(
      200,
    );
  });

  it('the sweep withdraws at the association’s Asaas a pending payment whose item was paid another way', async () => {
    const item = await insertItem(t, {
      memberId: mariaId,
      description: 'Pago por fora',
      amountCentavos: 5_000,
    });
    const paymentId = await payPix(item.id);
    await db().update(cashFlowItems).set({ paidAt: new Date() }).where(eq(cashFlowItems.id, item.id));
    const swept = await sweepAssociationsAsaasPayments(t.app);
    expect(swept.withdrawn).toBeGreaterThanOrEqual(1);
    expect(asaas.payments.get(paymentId)?.deleted).toBe(true);
  });

  it('removing the settings goes back to the install’s gateway; the versions stay for open charges', async () => {
    expect((await call(tokens.gestor, 'DELETE', '/receiving/asaas')).statusCode).toBe(200);
    expect(await receiving(tokens.gestor)).toMatchObject({ chosen: null, asaas: null });
    const item = await insertItem(t, {
      memberId: mariaId,
      description: 'Depois de remover',
      amountCentavos: 2_000,
    });
    const gatewayId = await payPix(item.id);
    expect((await txOf(gatewayId)).gatewayAccount).toBe('env');
    const versions = rowsOf<{ n: number }>(
      await db().execute(
        sql`select count(*)::int as n from issuer_asaas_settings_versions where issuer_id = 428`,
      ),
    );
    expect(versions[0]!.n).toBeGreaterThanOrEqual(3);
    const [removed] = await db()
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'asaas_settings.removed'));
    expect(removed?.associationId).toBe(428);
  });

  it('the key and the token are in no response, no log line and no database column in clear', async () => {
    const secrets = [asaas.apiKey, asaas.webhookToken, PSI_KEY, PSI_TOKEN, BAD_KEY];
    const dump = JSON.stringify(
      rowsOf(
        await db().execute(sql`select row_to_json(x)::text as row from (
          select * from issuer_asaas_settings) x
          union all select row_to_json(v)::text from issuer_asaas_settings_versions v
          union all select row_to_json(a)::text from audit_log a
          union all select row_to_json(r)::text from issuer_receiving r`),
      ),
    );
    expect(dump).toContain('v1.');
    for (const secret of secrets) {
      expect(dump).not.toContain(secret);
      expect(answers.join('\n')).not.toContain(secret);
      expect(logLines.join('\n')).not.toContain(secret);
    }
    expect(logLines.length).toBeGreaterThan(0);
  });
});
