import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PIX_SETTINGS_MESSAGES as MSG } from '../../../../domain/gestao-pix-settings-messages';
import { registerAssociationWebhook } from '../../../../server/gestao/pix-settings/pix-webhook';
import {
  cashFlowItems,
  associationPixSettings,
  outboundMessages,
  sandboxCharges,
  transactions,
} from '../../../../server/db/schema';
import { parsePixBrCode } from '../../../../server/gateways/payment/brcode';
import { SANDBOX_PIX_URL_BASE } from '../../../../server/gateways/payment/sandbox-brcode';
import { reconcilePayments } from '../../../../server/payments/reconcile';
import { createAssociationPixSweeper } from '../../../../server/payments/received-pix';
import { staffTokens, type StaffTokens } from '../../gestao/staff-tokens';
import { gestao } from '../../gestao/support';
import { createTestApp, DEMO, type TestContext } from '../../support/test-app';
import { insertItem, memberIdOf, pay, pinToken, post } from '../../support/wallet';
import { makeCertificates, type TestCertificates } from './support/certificates';
import { FAKE_CHAVE, FAKE_CLIENT, startFakePsp, type FakePsp } from './support/fake-psp';
import { PIX_API_VERSION } from './support/pix-api-schemas';
import { PUBLIC_URL } from './support/pix-app';

/** Association 428 receives on a PSP account of its own; 1024839 has none (the app's sandbox serves it). */
const OWN = 428;
const OTHER = 1024839;
const OWN_CN = 'Sociedade Demo de Oftalmologia';

let t: TestContext;
let certs: TestCertificates;
let psp: FakePsp;
let staff: StaffTokens;
let maria: string;
let pin: string;
let mariaId: number;
let ownCert: { certFile: string; keyFile: string };

const pem = (file: string) => certs.read(file).toString('utf8');
/** What the gestor of an association pastes in Recebimentos, with the association's own client certificate. */
const credentials = (cert: { certFile: string; keyFile: string }) => ({
  apiUrl: psp.url,
  clientId: FAKE_CLIENT.id,
  clientSecret: FAKE_CLIENT.secret,
  certificate: pem(cert.certFile),
  privateKey: pem(cert.keyFile),
  caCertificate: pem(certs.caFile),
  chave: FAKE_CHAVE,
});

beforeAll(async () => {
  certs = makeCertificates();
  ownCert = certs.issueClient('association-428', OWN_CN);
  psp = await startFakePsp(certs);
  // The app's gateway is the sandbox: only the associations' own accounts are real.
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  psp.onWebhook(async (url, body) => {
    const res = await t.app.inject({ method: 'POST', url: url.slice(PUBLIC_URL.length), payload: body });
    return res.statusCode;
  });
  staff = await staffTokens(t);
  maria = await t.login(DEMO.maria);
  pin = await pinToken(t, maria);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(async () => {
  await t.close();
  await psp.close();
  certs.remove();
});
// Every request sent to the PSP respected the standard's schemas.
afterEach(() => expect(psp.violations).toEqual([]));

const db = () => t.database.db;

const newItem = (associationId: number, description: string) =>
  insertItem(t, { memberId: mariaId, associationId, description, amountCentavos: 25_000, dueInDays: 10 });

async function payByPix(itemId: number) {
  const res = await pay(t, maria, { ID_FLUXO_DE_CAIXA: itemId, TIPO: 'P', TOKEN_PIN: pin });
  const body = res.json();
  expect(body, res.body).toMatchObject({ RESULTADO: true });
  return body.TRANSACAO as { ID_ZOOP_TRANSACAO: string; PIX_QRCODE: string };
}

const txRow = async (gatewayId: string) =>
  (await db().select().from(transactions).where(eq(transactions.gatewayId, gatewayId)))[0]!;
const itemRow = async (id: number) =>
  (await db().select().from(cashFlowItems).where(eq(cashFlowItems.id, id)))[0]!;
const receiptsFor = async (description: string) =>
  (
    await db().select().from(outboundMessages).where(eq(outboundMessages.recipient, DEMO.maria.usuario))
  ).filter((m) => m.subject === 'Quita: pagamento confirmado' && m.body.includes(description));
/** The client certificates the PSP saw on a call. */
const clientsOf = (method: string, path: string) =>
  psp.clientCalls.filter((call) => call.method === method && call.path === path).map((call) => call.client);
const webhook = (association: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/webhooks/pix/${association}/pix`, payload: body });

describe(`each association receives its own money (API Pix ${PIX_API_VERSION}, credentials per association)`, () => {
  it('saving the credentials registers the association’s webhook at its own bank, over its own certificate', async () => {
    const res = await gestao(t, staff.gestor, 'PUT', '/pix-settings', credentials(ownCert));
    expect(res.statusCode, res.body).toBe(200);
    const webhookUrl = `${PUBLIC_URL}/api/webhooks/pix/${OWN}`;
    expect(res.json().webhook).toEqual({ registered: true, webhookUrl });
    expect(psp.webhookUrl).toBe(webhookUrl);
    expect(clientsOf('PUT', `/webhook/${encodeURIComponent(FAKE_CHAVE)}`)).toEqual([OWN_CN]);
  });

  it('a PSP reaches only a public https address: without one the webhook is not registered, and says why', async () => {
    expect(await registerAssociationWebhook(t.app.associationGateways, OWN, 'http://localhost:3000')).toEqual(
      {
        registered: false,
        message: MSG.webhookNotRegistered(MSG.publicUrlNotHttps('http://localhost:3000')),
      },
    );
    expect(await registerAssociationWebhook(t.app.associationGateways, OTHER, PUBLIC_URL)).toEqual({
      registered: false,
      message: MSG.webhookNotRegistered(MSG.notConfigured),
    });
  });

  it('the association’s payment goes to its PSP with its client certificate; another association’s to the sandbox', async () => {
    const own = await newItem(OWN, 'Anuidade conta própria');
    const ownTx = await payByPix(own.id);
    const charge = psp.charge(ownTx.ID_ZOOP_TRANSACAO);
    expect(charge?.kind).toBe('cobv');
    expect(ownTx.PIX_QRCODE).toBe(charge!.answer.pixCopiaECola);
    expect(clientsOf('PUT', `/cobv/${ownTx.ID_ZOOP_TRANSACAO}`)).toEqual([OWN_CN]);

    const chargesBefore = psp.calls.length;
    const other = await newItem(OTHER, 'Anuidade do sandbox');
    const otherTx = await payByPix(other.id);
    expect(otherTx.ID_ZOOP_TRANSACAO).toMatch(/^sbx_/);
    expect(parsePixBrCode(otherTx.PIX_QRCODE).url).toBe(SANDBOX_PIX_URL_BASE + otherTx.ID_ZOOP_TRANSACAO);
    const [sandboxCharge] = await db()
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, otherTx.ID_ZOOP_TRANSACAO));
    expect(sandboxCharge).toMatchObject({ kind: 'pix', amountCentavos: 25_000 });
    // Nothing of the other association reached the PSP.
    expect(psp.calls.length).toBe(chargesBefore);
  });

  it('the association’s webhook settles its item once, each Pix confirmed at its PSP (GET /pix/{e2eid})', async () => {
    const item = await newItem(OWN, 'Mensalidade por webhook');
    const tx = await payByPix(item.id);
    const paid = await psp.pay(tx.ID_ZOOP_TRANSACAO, { times: 2 });
    expect(paid.statuses).toEqual([200, 200]);
    expect(clientsOf('GET', `/pix/${paid.endToEndId}`)).toContain(OWN_CN);
    expect((await txRow(tx.ID_ZOOP_TRANSACAO)).status).toBe('succeeded');
    expect((await itemRow(item.id)).paidAt).not.toBeNull();
    expect(await receiptsFor('Mensalidade por webhook')).toHaveLength(1);
    const status = await post(t, maria, '/api/fluxo/verificarTransacao', {
      ID_ZOOP_TRANSACAO: tx.ID_ZOOP_TRANSACAO,
    });
    expect(status.json().STATUS).toBe('succeeded');
  });

  it('a webhook path with no account behind it is 404: the environment’s (sandbox here), an association without credentials, a made-up one', async () => {
    for (const association of ['env', String(OTHER), '999999', '0428', 'abc']) {
      const res = await webhook(association, { pix: [] });
      expect(res.statusCode, association).toBe(404);
    }
  });

  it('a lost webhook: the reconciliation asks the association’s PSP (GET /cobv/{txid}) and settles it', async () => {
    const item = await newItem(OWN, 'Mensalidade sem webhook');
    const tx = await payByPix(item.id);
    await psp.pay(tx.ID_ZOOP_TRANSACAO, { times: 0 });
    const result = await reconcilePayments(t.app, new Date(Date.now() + 60_000));
    expect(result.succeeded).toBeGreaterThanOrEqual(1);
    expect(clientsOf('GET', `/cobv/${tx.ID_ZOOP_TRANSACAO}`)).toContain(OWN_CN);
    expect((await txRow(tx.ID_ZOOP_TRANSACAO)).status).toBe('succeeded');
    expect(await receiptsFor('Mensalidade sem webhook')).toHaveLength(1);
  });

  it('the sweep covers every association with an account: a Pix whose attempt expired here is settled once', async () => {
    const item = await newItem(OWN, 'Mensalidade varrida');
    const tx = await payByPix(item.id);
    await db()
      .update(transactions)
      .set({ status: 'expired' })
      .where(eq(transactions.gatewayId, tx.ID_ZOOP_TRANSACAO));
    await psp.pay(tx.ID_ZOOP_TRANSACAO, { times: 0 });
    const sweep = createAssociationPixSweeper(t.app);
    expect(await sweep(new Date(Date.now() + 1000))).toMatchObject({ accounts: 1, settled: 1 });
    expect(psp.clientCalls.some((c) => c.path === '/pix' && c.client === OWN_CN)).toBe(true);
    expect((await txRow(tx.ID_ZOOP_TRANSACAO)).status).toBe('succeeded');
    expect(await sweep(new Date(Date.now() + 2000))).toMatchObject({ accounts: 1, settled: 0 });
    expect(await receiptsFor('Mensalidade varrida')).toHaveLength(1);
  });

  it('a refund goes through the association’s PSP (PUT /pix/{e2eid}/devolucao/{id})', async () => {
    const item = await newItem(OWN, 'Mensalidade estornada');
    const tx = await payByPix(item.id);
    const paid = await psp.pay(tx.ID_ZOOP_TRANSACAO);
    const row = await txRow(tx.ID_ZOOP_TRANSACAO);
    expect(row.status).toBe('succeeded');
    const res = await gestao(t, staff.financeiro, 'POST', `/payments/${row.id}/refund`, { reopenItem: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ itemReopened: true, payment: { status: 'refunded' } });
    expect(psp.pix(paid.endToEndId)!.devolucoes).toEqual([
      expect.objectContaining({ valor: '250.00', status: 'EM_PROCESSAMENTO' }),
    ]);
    const devolucao = psp.clientCalls.find((c) => c.path.startsWith(`/pix/${paid.endToEndId}/devolucao/`));
    expect(devolucao?.client).toBe(OWN_CN);
    expect((await itemRow(item.id)).paidAt).toBeNull();
  });

  it('another association’s webhook never settles this association’s charge, even with a Pix its own PSP confirms', async () => {
    // The other association saves an account at the same PSP (registering its own webhook there).
    const otherCert = certs.issueClient('association-1024839', 'Sociedade Demo de Psicologia');
    const saved = await gestao(t, staff.psi, 'PUT', '/pix-settings', credentials(otherCert));
    expect(saved.json().webhook).toMatchObject({ registered: true });
    try {
      const item = await newItem(OWN, 'Mensalidade de outra conta');
      const tx = await payByPix(item.id);
      const paid = await psp.pay(tx.ID_ZOOP_TRANSACAO, { times: 0 });
      const notice = { pix: [{ endToEndId: paid.endToEndId }] };
      expect((await webhook(String(OTHER), notice)).statusCode).toBe(200);
      expect((await txRow(tx.ID_ZOOP_TRANSACAO)).status).toBe('pending');
      expect((await itemRow(item.id)).paidAt).toBeNull();
      // Its own association's path settles it.
      expect((await webhook(String(OWN), notice)).statusCode).toBe(200);
      expect((await txRow(tx.ID_ZOOP_TRANSACAO)).status).toBe('succeeded');
    } finally {
      expect((await gestao(t, staff.psi, 'DELETE', '/pix-settings')).statusCode).toBe(200);
    }
  });

  it('credentials that no longer open: the payment fails (never the sandbox), the webhook answers 503', async () => {
    const [row] = await db()
      .select()
      .from(associationPixSettings)
      .where(eq(associationPixSettings.associationId, OWN));
    await db()
      .update(associationPixSettings)
      .set({ privateKeyEncrypted: row!.clientSecretEncrypted, revision: crypto.randomUUID() })
      .where(eq(associationPixSettings.associationId, OWN));
    const sandboxBefore = (await db().select().from(sandboxCharges)).length;
    const item = await newItem(OWN, 'Mensalidade sem credenciais');
    const res = await pay(t, maria, { ID_FLUXO_DE_CAIXA: item.id, TIPO: 'P', TOKEN_PIN: pin });
    expect(res.json()).toMatchObject({
      RESULTADO: false,
      MSG: 'Ocorreu um erro ao efetuar a transação. Tente novamente mais tarde.',
      TRANSACAO: { STATUS: 'failed', ID_ZOOP_TRANSACAO: '' },
    });
    expect((await db().select().from(sandboxCharges)).length).toBe(sandboxBefore);
    expect((await webhook(String(OWN), { pix: [] })).statusCode).toBe(503);

    const again = await gestao(t, staff.gestor, 'PUT', '/pix-settings', credentials(ownCert));
    expect(again.json().webhook).toMatchObject({ registered: true });
    const tx = await payByPix(item.id);
    expect(psp.charge(tx.ID_ZOOP_TRANSACAO)).toBeDefined();
  });
});
