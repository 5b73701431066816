import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEBITO_MSG } from '../../../domain/debito-automatico-messages';
import {
  cashFlowItems,
  recurringAuthorizations,
  recurringCharges,
  transactions,
} from '../../../server/db/schema';
import {
  CANCELLED_AUTHORIZATION_ENDED,
  CANCELLED_PAID_OTHERWISE,
} from '../../../server/recurring/close-charges';
import { todayInSaoPaulo } from '../../../domain/sao-paulo-days';
import { sendDueRecurringCharges } from '../../../server/recurring/send-due-charges';
import { STAFF, gestao, staffLogin } from '../gestao/support';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get, insertItem, memberIdOf, paidByPixInSandbox, post } from '../support/wallet';

/** Pix Automático on the sandbox gateway: authorize, the bank's answer, cancel, ownership, staff. */
let t: TestContext;
let maria: string;
let pedro: string;
let mariaId: number;

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(DEMO.maria);
  pedro = await t.login(DEMO.pedro);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

const list = async (token: string) => (await get(t, token, '/api/debito-automatico')).json();
const bank = (kind: 'rec' | 'cobr', id: string, approve: boolean) =>
  post(t, null, `/api/sandbox/debito-automatico/${kind}/${id}`, { approve });
const gatewayIdOf = async (id: number) =>
  (
    await t.database.db
      .select({ gatewayId: recurringAuthorizations.gatewayId })
      .from(recurringAuthorizations)
      .where(eq(recurringAuthorizations.id, id))
  )[0]!.gatewayId!;

/** An annuity due in a few days, sent by the job as a recurring charge: its row. */
async function sentCharge(description: string, amountCentavos: number, dueInDays: number) {
  const item = await insertItem(t, {
    memberId: mariaId,
    description,
    amountCentavos,
    kind: 'annuity',
    dueInDays,
  });
  expect(await sendDueRecurringCharges(t.app)).toMatchObject({ claimed: 1, sent: 1 });
  const [charge] = await t.database.db
    .select()
    .from(recurringCharges)
    .where(eq(recurringCharges.itemId, item.id));
  return { item, charge: charge! };
}
const chargeRow = async (id: number) =>
  (await t.database.db.select().from(recurringCharges).where(eq(recurringCharges.id, id)))[0]!;

describe('Débito automático (sandbox)', () => {
  let authorizationId: number;
  let annuityId: number;

  it('starts from an open annuity: one QR pays it and authorizes; the bank approves; the item is paid', async () => {
    const annuity = await insertItem(t, {
      memberId: mariaId,
      description: 'Anuidade 2027',
      amountCentavos: 78_000,
      kind: 'annuity',
      dueInDays: 20,
    });
    annuityId = annuity.id;
    const before = await list(maria);
    expect(before.eligibleItems.map((item: { itemId: number }) => item.itemId)).toContain(annuity.id);

    const res = await post(t, maria, '/api/debito-automatico', { itemId: annuity.id });
    expect(res.statusCode, res.body).toBe(201);
    const started = res.json();
    expect(started.authorization).toMatchObject({
      associationId: 428,
      itemKind: 'annuity',
      limitCentavos: 78_000,
      status: 'pending',
    });
    expect(started.pix.brCode).toMatch(/^000201/);
    authorizationId = started.authorization.id;

    // A second one for the same association and kind is refused while this one lives.
    const again = await post(t, maria, '/api/debito-automatico', { itemId: annuity.id });
    expect(again.statusCode).toBe(409);

    const queue = (await get(t, null, '/api/sandbox/debito-automatico/banco')).json();
    const recId = await gatewayIdOf(authorizationId);
    expect(queue.recurrences.map((rec: { id: string }) => rec.id)).toContain(recId);
    expect((await bank('rec', recId, true)).statusCode).toBe(200);

    const after = await list(maria);
    expect(after.authorizations[0]).toMatchObject({ id: authorizationId, status: 'active' });
    const [paid] = await t.database.db.select().from(cashFlowItems).where(eq(cashFlowItems.id, annuity.id));
    expect(paid!.paidAt).not.toBeNull();
    // Answering twice is refused, and changes nothing.
    expect((await bank('rec', recId, false)).statusCode).toBe(409);
  });

  it("another member's authorization is not found; staff of another association see nothing", async () => {
    expect((await post(t, pedro, `/api/debito-automatico/${authorizationId}/cancelar`)).statusCode).toBe(404);
    expect((await list(pedro)).authorizations).toEqual([]);
    const psi = await staffLogin(t, STAFF.gestorPsi);
    const other = (await gestao(t, psi, 'GET', '/debito-automatico')).json();
    expect(other.authorizations, JSON.stringify(other)).toEqual([]);
    const financeiro = await staffLogin(t, STAFF.financeiro);
    const own = (await gestao(t, financeiro, 'GET', '/debito-automatico')).json();
    expect(own.authorizations.map((row: { id: number }) => row.id)).toContain(authorizationId);
  });

  it('the job sends each due item once, 2 to 10 days before its due date; the bank debits it', async () => {
    const next = await insertItem(t, {
      memberId: mariaId,
      description: 'Anuidade 2028',
      amountCentavos: 80_000,
      kind: 'annuity',
      dueInDays: 12,
    });
    const deps = t.app;
    const day = 86_400_000;
    // 12 days before: too early.
    expect((await sendDueRecurringCharges(deps)).claimed).toBe(0);
    // 9 days before (the clock moved 3 days): claimed and sent; the next runs send nothing again.
    const later = new Date(Date.now() + 3 * day);
    expect(await sendDueRecurringCharges(deps, later)).toMatchObject({ claimed: 1, sent: 1 });
    expect(await sendDueRecurringCharges(deps, later)).toMatchObject({ claimed: 0, sent: 0 });
    expect(await sendDueRecurringCharges(deps, new Date(later.getTime() + day))).toMatchObject({
      claimed: 0,
    });
    const charges = await t.database.db
      .select()
      .from(recurringCharges)
      .where(eq(recurringCharges.itemId, next.id));
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'sent', amountCentavos: 80_000, attempts: 1 });
    expect(charges[0]!.txid).not.toBe('');

    const debited = await bank('cobr', charges[0]!.txid, true);
    expect(debited.statusCode, debited.body).toBe(200);
    const [paid] = await t.database.db.select().from(cashFlowItems).where(eq(cashFlowItems.id, next.id));
    expect(paid!.paidAt).not.toBeNull();
    const [charge] = await t.database.db
      .select()
      .from(recurringCharges)
      .where(eq(recurringCharges.id, charges[0]!.id));
    expect(charge!.status).toBe('paid');
  });

  it('a debit the bank refuses is a failed charge the staff see, with the reason', async () => {
    const due = await insertItem(t, {
      memberId: mariaId,
      description: 'Anuidade 2029',
      amountCentavos: 81_000,
      kind: 'annuity',
      dueInDays: 5,
    });
    expect(await sendDueRecurringCharges(t.app)).toMatchObject({ claimed: 1, sent: 1 });
    const [charge] = await t.database.db
      .select()
      .from(recurringCharges)
      .where(eq(recurringCharges.itemId, due.id));
    expect((await bank('cobr', charge!.txid, false)).statusCode).toBe(200);
    const gestor = await staffLogin(t, STAFF.gestor);
    const view = (await gestao(t, gestor, 'GET', '/debito-automatico')).json();
    expect(view.failedCharges).toEqual([
      expect.objectContaining({
        description: 'Anuidade 2029',
        amountCentavos: 81_000,
        failureReason: expect.any(String),
      }),
    ]);
    const [tx] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, charge!.transactionId!));
    expect(tx!.status).toBe('failed');
  });

  it('a charge sent for an item paid another way is withdrawn: the sandbox bank can no longer debit it', async () => {
    const { item, charge } = await sentCharge('Anuidade paga por fora', 81_500, 5);
    const financeiro = await staffLogin(t, STAFF.financeiro);
    const manual = await gestao(t, financeiro, 'POST', `/charges/items/${item.id}/manual-payment`, {
      // The day in São Paulo, as the server judges a future payment (UTC runs 3 hours ahead).
      paidOn: todayInSaoPaulo(),
      method: 'transferencia',
    });
    expect(manual.statusCode, manual.body).toBe(200);
    expect(await chargeRow(charge.id)).toMatchObject({
      status: 'cancelled',
      failureReason: CANCELLED_PAID_OTHERWISE,
    });
    // The bank page no longer lists it, and debiting it is refused.
    const queue = (await get(t, null, '/api/sandbox/debito-automatico/banco')).json();
    expect(queue.charges.map((c: { txid: string }) => c.txid)).not.toContain(charge.txid);
    expect((await bank('cobr', charge.txid, true)).statusCode).toBe(409);
  });

  it('a charge sent for an item the member then pays by PIX in the app is withdrawn when the PIX settles', async () => {
    const { item, charge } = await sentCharge('Anuidade paga por PIX', 81_700, 5);
    await paidByPixInSandbox(t, mariaId, [item.id]);
    expect(await chargeRow(charge.id)).toMatchObject({
      status: 'cancelled',
      failureReason: CANCELLED_PAID_OTHERWISE,
    });
    expect((await bank('cobr', charge.txid, true)).statusCode).toBe(409);
  });

  it('the member cancels: no later item is sent, and a charge already sent is withdrawn', async () => {
    const { charge } = await sentCharge('Anuidade enviada antes do cancelamento', 82_000, 4);
    const res = await post(t, maria, `/api/debito-automatico/${authorizationId}/cancelar`);
    expect(res.statusCode).toBe(200);
    expect(await chargeRow(charge.id)).toMatchObject({
      status: 'cancelled',
      failureReason: CANCELLED_AUTHORIZATION_ENDED,
    });
    expect((await bank('cobr', charge.txid, true)).statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'cancelled' });
    expect((await post(t, maria, `/api/debito-automatico/${authorizationId}/cancelar`)).json()).toEqual({
      ok: false,
      message: DEBITO_MSG.notCancellable,
    });
    await insertItem(t, {
      memberId: mariaId,
      description: 'Anuidade 2030',
      amountCentavos: 1,
      kind: 'annuity',
      dueInDays: 6,
    });
    expect((await sendDueRecurringCharges(t.app)).claimed).toBe(0);
    expect(annuityId).toBeGreaterThan(0);
  });

  it('bad input gets a pt-BR message, never a 500', async () => {
    for (const payload of [{}, { itemId: 'x' }, { itemId: -1 }]) {
      const res = await post(t, maria, '/api/debito-automatico', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ ok: false, message: expect.any(String) });
    }
    expect((await post(t, maria, '/api/debito-automatico', { itemId: 999_999 })).statusCode).toBe(404);
    expect((await post(t, maria, '/api/debito-automatico/abc/cancelar')).statusCode).toBe(400);
    expect((await get(t, null, '/api/debito-automatico')).statusCode).toBe(401);
  });
});
