import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompletedPurchase } from '../../../domain/contract/access';
import { PAYMENTS_CSV_COLUMNS, type GestaoPayment } from '../../../domain/contract/gestao-payments';
import { PIX_KEY_MSG } from '../../../domain/pix-key';
import { WITHDRAWAL_MSG } from '../../../domain/withdrawal-messages';
import { buildApp } from '../../../server/app';
import { DEMO_CONGRESS_HASH } from '../../../server/congress/demo-congress';
import { auditLog, cashFlowItems, outboundMessages, transactions } from '../../../server/db/schema';
import { eventSeats, eventTickets } from '../../../server/db/schema-congress';
import { refundTransfers } from '../../../server/db/schema-refunds';
import { createSandboxGateway } from '../../../server/gateways/payment/sandbox-gateway';
import {
  SANDBOX_REFUSED_PIX_KEY,
  SANDBOX_TRANSFER_REFUSED,
} from '../../../server/gateways/payment/sandbox-pix-keys';
import type { App } from '../../../server/types';
import { gestao, STAFF, staffLogin } from '../gestao/support';
import { parseSemicolonCsv as parseCsv } from '../../e2e/support/semicolon-csv';
import { brazilianBuyer, incluir } from '../support/purchase';
import { nextIp } from '../support/registration';
import { createTestApp, testConfig, type TestContext } from '../support/test-app';

let t: TestContext;
/** The same database served by an app whose PSP has no transfer to a PIX key (as API Pix). */
let noTransfers: App;

beforeAll(async () => {
  t = await createTestApp();
  const sandbox = createSandboxGateway(t.database.db, { pixExpirySeconds: 600 });
  noTransfers = await buildApp({
    config: testConfig(),
    database: t.database,
    logger: false,
    gateway: { ...sandbox, transferToPixKey: undefined },
  });
  await noTransfers.ready();
});
afterAll(async () => {
  await noTransfers.close();
  await t.close();
});

const post = (app: App, url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/access/${url}`, payload, remoteAddress: nextIp() });

/** A buyer with no account buys a congress ticket on its public page and pays its boleto. */
async function buyByBoleto(app: App = t.app) {
  const emitente = brazilianBuyer();
  const opened = (await incluir(t, emitente, DEMO_CONGRESS_HASH)).json();
  if (!opened.RESULTADO) throw new Error(JSON.stringify(opened));
  const target = { ID_FLUXO_DE_CAIXA: opened.FLUXO.ID_FLUXO_DE_CAIXA, HASH: DEMO_CONGRESS_HASH };
  const slip = (
    await post(app, 'efetuarTransacaoDireta', {
      ...target,
      REFERENCIA: opened.REFERENCIA,
      ID_EMITENTE_ML: 428,
      TIPO: 'B',
    })
  ).json();
  const gatewayId = slip.TRANSACAO.ID_ZOOP_TRANSACAO as string;
  const paid = await app.inject({ method: 'POST', url: `/api/sandbox/boleto/${gatewayId}/pagar` });
  expect(paid.statusCode, paid.body).toBe(200);
  const ref = {
    itemId: target.ID_FLUXO_DE_CAIXA as number,
    hash: DEMO_CONGRESS_HASH,
    reference: opened.REFERENCIA,
  };
  return { ref, gatewayId, email: emitente.email!, token: opened.TOKEN as string };
}
type Bought = Awaited<ReturnType<typeof buyByBoleto>>;

const withdraw = (p: Bought, refundPixKey?: object, app: App = t.app) =>
  post(app, 'desistir-compra', { ...p.ref, ...(refundPixKey ? { refundPixKey } : {}) });
const completed = async (p: Bought) =>
  (await post(t.app, 'compra-concluida', p.ref)).json() as CompletedPurchase;
const paymentOf = async (gatewayId: string) =>
  (await t.database.db.select().from(transactions).where(eq(transactions.gatewayId, gatewayId)))[0]!;
const transferOf = async (transactionId: number) =>
  (
    await t.database.db.select().from(refundTransfers).where(eq(refundTransfers.transactionId, transactionId))
  )[0];
const mailsTo = (email: string) =>
  t.database.db.select().from(outboundMessages).where(eq(outboundMessages.recipient, email));

/** Everything a refused withdrawal must leave as it was. */
const snapshot = async (p: Bought) => {
  const payment = await paymentOf(p.gatewayId);
  return {
    payment,
    item: (await t.database.db.select().from(cashFlowItems).where(eq(cashFlowItems.id, p.ref.itemId)))[0],
    ticket: (await t.database.db.select().from(eventTickets).where(eq(eventTickets.itemId, p.ref.itemId)))[0],
    seat: (await t.database.db.select().from(eventSeats).where(eq(eventSeats.itemId, p.ref.itemId)))[0],
    transfer: await transferOf(payment.id),
    mails: (await mailsTo(p.email)).length,
  };
};

/** The payment's line of the Pagamentos CSV, as the financeiro exports it. */
async function csvLineOf(gatewayId: string) {
  const token = await staffLogin(t, STAFF.financeiro);
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/gestao/payments.csv?method=boleto',
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextIp(),
  });
  return parseCsv(res.body.slice(1)).find((l) => l[PAYMENTS_CSV_COLUMNS.indexOf('id_gateway')] === gatewayId);
}

async function listed(gatewayId: string, who: { email: string; password: string } = STAFF.financeiro) {
  const token = await staffLogin(t, who);
  const res = await gestao(t, token, 'GET', '/payments?status=refunded&method=boleto&limit=100');
  return (res.json().payments as GestaoPayment[]).find((x) => x.gatewayId === gatewayId);
}

describe('Desistir da compra paga por boleto (CDC art. 49): devolução por PIX', () => {
  it('the PSP sends everything paid to the key the buyer typed; the key is kept nowhere', async () => {
    const p = await buyByBoleto();
    const before = await completed(p);
    expect(before.withdrawal.open).toMatchObject({ method: 'boleto', amountCentavos: before.amountCentavos });
    const paid = await paymentOf(p.gatewayId);

    const res = await withdraw(p, { type: 'cpf', key: '529.982.247-25' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      refundedCentavos: paid.amountCentavos,
      method: 'boleto',
      withdrawnAt: expect.any(String),
      returnedBy: 'psp',
    });
    expect(await paymentOf(p.gatewayId)).toMatchObject({
      status: 'refunded',
      refundReason: 'cdc-49',
      refundedCentavos: paid.amountCentavos,
      refundRequest: null,
    });
    // The sandbox's transfer is done at once: nothing needs the key any more.
    expect(await transferOf(paid.id)).toMatchObject({
      status: 'done',
      keyType: 'cpf',
      keySealed: null,
      amountCentavos: paid.amountCentavos,
      pspTransferId: expect.stringMatching(/^sbx_tra_/),
    });
    const { ticket, seat } = await snapshot(p);
    expect(ticket!.status).toBe('cancelled');
    expect(seat).toBeUndefined();
    const notice = (await mailsTo(p.email)).find((m) => m.subject === WITHDRAWAL_MSG.emailSubject);
    expect(notice?.body).toContain(WITHDRAWAL_MSG.emailBoleto.psp);
    expect(notice?.body).not.toContain('52998224725');
    expect((await completed(p)).withdrawal).toEqual({
      open: null,
      withdrawnAt: expect.any(String),
      returnPending: false,
    });
    expect((await listed(p.gatewayId))?.returnTransfer).toEqual({
      status: 'done',
      amountCentavos: paid.amountCentavos,
      keyType: 'cpf',
      key: null,
      pspRefusal: null,
      returnedAt: null,
    });

    // Twice: refused, nothing more is sent.
    const state = await snapshot(p);
    const again = await withdraw(p, { type: 'cpf', key: '529.982.247-25' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Você já desistiu desta compra em/);
    expect(await snapshot(p)).toEqual(state);
  });

  it('no key, no type, or a key that is not one of its type: a pt-BR refusal, nothing changes', async () => {
    const p = await buyByBoleto();
    const state = await snapshot(p);
    for (const [key, message] of [
      [undefined, PIX_KEY_MSG.chooseType],
      [{ type: 'conta', key: '52998224725' }, PIX_KEY_MSG.chooseType],
      [{ type: 'cpf', key: '  ' }, PIX_KEY_MSG.missing],
      [{ type: 'cpf', key: '529.982.247-35' }, PIX_KEY_MSG.invalid.cpf],
      [{ type: 'phone', key: '(11) 3456-7890' }, PIX_KEY_MSG.invalid.phone],
      [{ type: 'evp', key: 'não-é-uma-chave' }, PIX_KEY_MSG.invalid.evp],
    ] as const) {
      const res = await withdraw(p, key);
      expect(res.statusCode, JSON.stringify(key)).toBe(422);
      expect(res.json()).toEqual({ ok: false, message });
    }
    // Beyond what the wire takes: the one failure shape, never a 500.
    const long = await withdraw(p, { type: 'email', key: `${'a'.repeat(200)}@exemplo.com.br` });
    expect(long.statusCode).toBe(400);
    expect(long.json().ok).toBe(false);
    expect(await snapshot(p)).toEqual(state);
    expect(state.transfer).toBeUndefined();
    expect(state.payment.status).toBe('succeeded');
    expect((await completed(p)).withdrawal.open?.method).toBe('boleto');
  });

  it('the PSP refuses the transfer: the withdrawal stands, staff are told to return it by transfer to the key', async () => {
    const p = await buyByBoleto();
    const paid = await paymentOf(p.gatewayId);
    const res = await withdraw(p, { type: 'email', key: ` ${SANDBOX_REFUSED_PIX_KEY.toUpperCase()} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ method: 'boleto', returnedBy: 'staff' });
    const owed = (await transferOf(paid.id))!;
    expect(owed).toMatchObject({
      status: 'to-return',
      keyType: 'email',
      pspRefusal: SANDBOX_TRANSFER_REFUSED,
    });
    // Sealed at rest: the key is not in the row as typed.
    expect(owed.keySealed).toMatch(/^v1\./);
    expect(owed.keySealed).not.toContain(SANDBOX_REFUSED_PIX_KEY);
    expect((await paymentOf(p.gatewayId)).refundReason).toBe('cdc-49');
    expect((await snapshot(p)).ticket!.status).toBe('cancelled');
    expect((await completed(p)).withdrawal).toMatchObject({ open: null, returnPending: true });
    const notice = (await mailsTo(p.email)).find((m) => m.subject === WITHDRAWAL_MSG.emailSubject);
    expect(notice?.body).toContain(WITHDRAWAL_MSG.emailBoleto.staff);
    expect(notice?.body).not.toContain(SANDBOX_REFUSED_PIX_KEY);

    // Pagamentos: "Devolver por transferência", with the key the buyer gave; another association sees nothing.
    expect((await listed(p.gatewayId))?.returnTransfer).toEqual({
      status: 'to-return',
      amountCentavos: paid.amountCentavos,
      keyType: 'email',
      key: `E-mail ${SANDBOX_REFUSED_PIX_KEY}`,
      pspRefusal: SANDBOX_TRANSFER_REFUSED,
      returnedAt: null,
    });
    expect(await listed(p.gatewayId, STAFF.gestorPsi)).toBeUndefined();
    // The CSV says so too, never with the key.
    const owedLine = await csvLineOf(p.gatewayId);
    expect(owedLine?.[PAYMENTS_CSV_COLUMNS.indexOf('devolucao')]).toBe(
      `${WITHDRAWAL_MSG.reason} — ${WITHDRAWAL_MSG.staffToReturn}`,
    );
    expect(owedLine?.join(';')).not.toContain(SANDBOX_REFUSED_PIX_KEY);
    const psi = await staffLogin(t, STAFF.gestorPsi);
    const foreign = await gestao(t, psi, 'POST', `/payments/${paid.id}/returned`);
    expect(foreign.statusCode).toBe(404);
    expect((await transferOf(paid.id))!.status).toBe('to-return');

    // Staff transferred it: marked returned, the key erased, audited without it.
    const financeiro = await staffLogin(t, STAFF.financeiro);
    const done = await gestao(t, financeiro, 'POST', `/payments/${paid.id}/returned`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'returned', key: null, returnedAt: expect.any(String) });
    expect(await transferOf(paid.id)).toMatchObject({ status: 'returned', keySealed: null });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.refund_returned'), eq(auditLog.entityId, String(paid.id))));
    expect(audit).toBeDefined();
    expect(JSON.stringify(audit)).not.toContain(SANDBOX_REFUSED_PIX_KEY);
    expect((await completed(p)).withdrawal.returnPending).toBe(false);
    expect((await csvLineOf(p.gatewayId))?.[PAYMENTS_CSV_COLUMNS.indexOf('devolucao')]).toBe(
      `${WITHDRAWAL_MSG.reason} — ${WITHDRAWAL_MSG.staffReturned(new Date())}`,
    );
    const twice = await gestao(t, financeiro, 'POST', `/payments/${paid.id}/returned`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ ok: false, message: WITHDRAWAL_MSG.staffNotOwed });
  });

  it("a PSP with no transfer to a PIX key (API Pix): staff are told it cannot, with the buyer's key", async () => {
    const p = await buyByBoleto(noTransfers);
    const paid = await paymentOf(p.gatewayId);
    const res = await withdraw(p, { type: 'phone', key: '+55 (11) 91234-5678' }, noTransfers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ returnedBy: 'staff' });
    expect((await listed(p.gatewayId))?.returnTransfer).toMatchObject({
      status: 'to-return',
      key: 'Celular (11) 91234-5678',
      pspRefusal: WITHDRAWAL_MSG.staffPspCannot,
    });
    expect((await transferOf(paid.id))!.pspRefusal).toBeNull();
  });

  it('a staff return of a payment with nothing owed is refused, unchanged', async () => {
    const p = await buyByBoleto();
    const paid = await paymentOf(p.gatewayId);
    const financeiro = await staffLogin(t, STAFF.financeiro);
    const res = await gestao(t, financeiro, 'POST', `/payments/${paid.id}/returned`);
    expect(res.statusCode).toBe(404);
    expect(await transferOf(paid.id)).toBeUndefined();
  });
});
