import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cashFlowItems, transactions } from '../../../../server/db/schema';
import { createFormerPixSweeper } from '../../../../server/payments/former-pix-accounts';
import { reconcilePayments } from '../../../../server/payments/reconcile';
import { staffTokens, type StaffTokens } from '../../gestao/staff-tokens';
import { gestao } from '../../gestao/support';
import { DEMO } from '../../support/test-app';
import { insertItem, memberIdOf, pay, pinToken } from '../../support/wallet';
import { FAKE_CHAVE, FAKE_CLIENT, startFakePsp, type FakePsp } from './support/fake-psp';
import { PIX_API_VERSION } from './support/pix-api-schemas';
import { PUBLIC_URL, startPixApiWorld, type PixApiWorld } from './support/pix-app';

/**
 * The install receives on PSP "A" (PAYMENT_GATEWAY=pix-api); association 428's gestor then moves to
 * an account of its own at PSP "B", and later to "C". Charges taken before each switch stay at
 * the account that took them: their status, webhook, refund and sweep go there.
 */
const ASSOCIATION = 428;

let world: PixApiWorld;
let pspB: FakePsp;
let pspC: FakePsp;
let staff: StaffTokens;
let maria: string;
let pin: string;
let mariaId: number;

const t = () => world.t;
const db = () => world.t.database.db;

function wire(psp: FakePsp) {
  psp.onWebhook(async (url, body) => {
    const res = await t().app.inject({ method: 'POST', url: url.slice(PUBLIC_URL.length), payload: body });
    return res.statusCode;
  });
}

/** Recebimentos pointed at a PSP, with an association client certificate of its own. */
async function switchTo(psp: FakePsp, name: string) {
  const cert = world.certs.issueClient(name, name);
  const pem = (file: string) => world.certs.read(file).toString('utf8');
  const res = await gestao(t(), staff.gestor, 'PUT', '/pix-settings', {
    apiUrl: psp.url,
    clientId: FAKE_CLIENT.id,
    clientSecret: FAKE_CLIENT.secret,
    certificate: pem(cert.certFile),
    privateKey: pem(cert.keyFile),
    caCertificate: pem(world.certs.caFile),
    chave: FAKE_CHAVE,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().webhook).toMatchObject({ registered: true });
}

beforeAll(async () => {
  world = await startPixApiWorld();
  pspB = await startFakePsp(world.certs);
  pspC = await startFakePsp(world.certs);
  wire(pspB);
  wire(pspC);
  staff = await staffTokens(world.t);
  maria = await world.t.login(DEMO.maria);
  pin = await pinToken(world.t, maria);
  mariaId = await memberIdOf(world.t, DEMO.maria.usuario);
});
afterAll(async () => {
  await pspB?.close();
  await pspC?.close();
  await world?.close();
});
afterEach(() => {
  for (const psp of [world.psp, pspB, pspC]) expect(psp.violations).toEqual([]);
});

const newItem = (description: string) =>
  insertItem(t(), {
    memberId: mariaId,
    associationId: ASSOCIATION,
    description,
    amountCentavos: 25_000,
    dueInDays: 10,
  });

async function payByPix(itemId: number) {
  const res = await pay(t(), maria, { ID_FLUXO_DE_CAIXA: itemId, TIPO: 'P', TOKEN_PIN: pin });
  expect(res.json(), res.body).toMatchObject({ RESULTADO: true });
  return res.json().TRANSACAO.ID_ZOOP_TRANSACAO as string;
}
const txRow = async (txid: string) =>
  (await db().select().from(transactions).where(eq(transactions.gatewayId, txid)))[0]!;
const itemPaid = async (id: number) =>
  (await db().select().from(cashFlowItems).where(eq(cashFlowItems.id, id)))[0]!.paidAt !== null;
const asked = (psp: FakePsp, path: string) => psp.calls.some((call) => call.path === path);
const later = (ms: number) => new Date(Date.now() + ms);

async function refund(txid: string) {
  const row = await txRow(txid);
  const res = await gestao(t(), staff.financeiro, 'POST', `/payments/${row.id}/refund`, {
    reopenItem: false,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe(`a charge stays with the account that took it (API Pix ${PIX_API_VERSION})`, () => {
  let atA: { item: number; txid: string };
  let paidAtA: { item: number; txid: string; e2e: string };
  let atB: { item: number; txid: string };
  let paidAtB: { item: number; txid: string; e2e: string };
  let notifiedAtB: { item: number; txid: string };
  let sweptAtB: { item: number; txid: string };

  it('records the install’s account on a charge taken there, and the settings’ revision on one taken at the association’s own', async () => {
    const a1 = await newItem('Pendente na conta A');
    atA = { item: a1.id, txid: await payByPix(a1.id) };
    const a2 = await newItem('Paga na conta A');
    const a2tx = await payByPix(a2.id);
    paidAtA = { item: a2.id, txid: a2tx, e2e: (await world.psp.pay(a2tx)).endToEndId };
    expect((await txRow(atA.txid)).gatewayAccount).toBe('env');
    expect(await itemPaid(a2.id)).toBe(true);

    await switchTo(pspB, 'conta-b');
    const b1 = await newItem('Pendente na conta B');
    atB = { item: b1.id, txid: await payByPix(b1.id) };
    const b2 = await newItem('Paga na conta B');
    const b2tx = await payByPix(b2.id);
    paidAtB = { item: b2.id, txid: b2tx, e2e: (await pspB.pay(b2tx)).endToEndId };
    const b3 = await newItem('Notificada pela conta B');
    notifiedAtB = { item: b3.id, txid: await payByPix(b3.id) };
    const b4 = await newItem('Varrida na conta B');
    sweptAtB = { item: b4.id, txid: await payByPix(b4.id) };
    expect(pspB.charge(atB.txid)).toBeDefined();
    expect(world.psp.charge(atB.txid)).toBeUndefined();
    expect((await txRow(atB.txid)).gatewayAccount).toMatch(/^[0-9a-f-]{36}$/);
    expect(await itemPaid(b2.id)).toBe(true);
  });

  it('after the switch to C: the status of a charge at A is read at A, and paid there it is settled', async () => {
    await switchTo(pspC, 'conta-c');
    await world.psp.pay(atA.txid, { times: 0 });
    await pspB.pay(atB.txid, { times: 0 });
    const result = await reconcilePayments(t().app, later(60_000));
    expect(result.succeeded).toBe(2);
    expect(asked(world.psp, `/cobv/${atA.txid}`)).toBe(true);
    expect(asked(pspB, `/cobv/${atB.txid}`)).toBe(true);
    for (const path of [`/cobv/${atA.txid}`, `/cobv/${atB.txid}`]) expect(asked(pspC, path)).toBe(false);
    expect(await itemPaid(atA.item)).toBe(true);
    expect(await itemPaid(atB.item)).toBe(true);
  });

  it('the webhook of the former account B, at the association’s URL, is confirmed at B and settles its charge once', async () => {
    const notified = await pspB.pay(notifiedAtB.txid, { times: 2 });
    expect(notified.statuses).toEqual([200, 200]);
    expect(asked(pspB, `/pix/${notified.endToEndId}`)).toBe(true);
    expect((await txRow(notifiedAtB.txid)).status).toBe('succeeded');
    expect(await itemPaid(notifiedAtB.item)).toBe(true);
    // A Pix no account of the association knows still changes nothing.
    const forged = await pspB.forge({ pix: [{ endToEndId: pspB.newE2e() }] });
    expect(forged).toBe(200);
  });

  it('refunds go to the account that holds the money: A for A’s payment, B for B’s', async () => {
    await refund(paidAtA.txid);
    await refund(paidAtB.txid);
    expect(world.psp.pix(paidAtA.e2e)!.devolucoes).toHaveLength(1);
    expect(pspB.pix(paidAtB.e2e)!.devolucoes).toHaveLength(1);
    expect(pspC.calls.some((call) => call.path.includes('/devolucao/'))).toBe(false);
  });

  it('the sweep reads GET /pix at a former account that still holds an open charge', async () => {
    // Expired here while its Pix arrives at B without a webhook.
    await db()
      .update(transactions)
      .set({ status: 'expired' })
      .where(eq(transactions.gatewayId, sweptAtB.txid));
    await pspB.pay(sweptAtB.txid, { times: 0 });
    const sweep = createFormerPixSweeper(t().app);
    expect(await sweep(later(1000))).toMatchObject({ accounts: 1, settled: 1 });
    expect(asked(pspB, '/pix')).toBe(true);
    expect((await txRow(sweptAtB.txid)).status).toBe('succeeded');
    // Nothing open is left at B: the next sweep does not read it.
    expect(await sweep(later(2000))).toMatchObject({ accounts: 0, settled: 0 });
  });
});
