import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  cashFlowItems,
  recurringAuthorizations,
  recurringCharges,
  transactions,
} from '../../../../server/db/schema';
import { todayInSaoPaulo } from '../../../../domain/sao-paulo-days';
import { parsePixBrCode } from '../../../../server/gateways/payment/brcode';
import { reconcilePayments } from '../../../../server/payments/reconcile';
import {
  CANCELLED_AUTHORIZATION_ENDED,
  CANCELLED_PAID_OTHERWISE,
} from '../../../../server/recurring/close-charges';
import { sendDueRecurringCharges } from '../../../../server/recurring/send-due-charges';
import { gestao, STAFF, staffLogin } from '../../gestao/support';
import { DEMO } from '../../support/test-app';
import { memberIdOf, post } from '../../support/wallet';
import { PIX_API_VERSION } from './support/pix-api-schemas';
import { startPixApiWorld, type PixApiWorld } from './support/pix-app';

/** Pix Automático against the fake PSP, every request checked against bacen/pix-api's schemas. */
let world: PixApiWorld;
let maria: string;
let mariaId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  world = await startPixApiWorld({
    receivingAccount: { agencia: '0001', conta: '123456', tipoConta: 'CORRENTE' },
  });
  maria = await world.t.login(DEMO.maria);
  mariaId = await memberIdOf(world.t, DEMO.maria.usuario);
});
afterAll(() => world.close());
afterEach(() => expect(world.psp.violations).toEqual([]));

const db = () => world.t.database.db;
async function annuity(description: string, dueInDays: number, amountCentavos = 78_000) {
  const [item] = await db()
    .insert(cashFlowItems)
    .values({
      memberId: mariaId,
      associationId: 428,
      kind: 'annuity',
      description,
      dueAt: new Date(Date.now() + dueInDays * DAY),
      amountCentavos,
    })
    .returning();
  return item!;
}
const paidAt = async (id: number) =>
  (await db().select().from(cashFlowItems).where(eq(cashFlowItems.id, id)))[0]!.paidAt;

describe(`Pix Automático over API Pix ${PIX_API_VERSION}`, () => {
  let authorizationId: number;
  let idRec: string;

  it('Jornada 3: cob, locrec, rec naming the cob, the composite QR; paying it and the approval', async () => {
    expect(world.psp.recurring.webhooks.rec).toBe(`${world.psp.webhookUrl}`);
    const item = await annuity('Anuidade Jornada 3', 20);
    const res = await post(world.t, maria, '/api/debito-automatico', { itemId: item.id });
    expect(res.statusCode, res.body).toBe(201);
    const started = res.json();
    authorizationId = started.authorization.id;
    const calls = world.psp.calls.map(
      (call) => `${call.method} ${call.path.replace(/\/[A-Za-z0-9]{26,35}$/, '/:id')}`,
    );
    expect(calls).toEqual(
      expect.arrayContaining(['PUT /cob/:id', 'POST /locrec', 'POST /rec', 'GET /rec/:id']),
    );
    const qr = parsePixBrCode(started.pix.brCode);
    expect(qr.valid, qr.error).toBe(true);
    expect(qr.amountCentavos).toBe(78_000);

    const [row] = await db()
      .select()
      .from(recurringAuthorizations)
      .where(eq(recurringAuthorizations.id, authorizationId));
    idRec = row!.gatewayId!;
    const rec = world.psp.recurring.rec(idRec)!;
    expect(rec).toMatchObject({
      status: 'CRIADA',
      calendario: { periodicidade: 'ANUAL' },
      valor: { valorMinimoRecebedor: '780.00' },
      politicaRetentativa: 'PERMITE_3R_7D',
    });
    const cobTxid = (rec.ativacao as { dadosJornada: { txid: string } }).dadosJornada.txid;

    // The payer's bank pays the cob (notified on /pix) and approves the rec, notified twice.
    await world.psp.pay(cobTxid);
    expect(await paidAt(item.id)).not.toBeNull();
    expect(await world.psp.recurring.answerRec(idRec, true, { times: 2 })).toEqual([200, 200]);
    const list = (
      await world.t.app.inject({ method: 'GET', url: '/api/debito-automatico', headers: world.t.auth(maria) })
    ).json();
    expect(list.authorizations[0]).toMatchObject({ id: authorizationId, status: 'active' });
  });

  it('each due item goes as a cobr 2 to 10 days before; settled by /cobr, a lost one by the reconciliation', async () => {
    const soon = await annuity('Anuidade cobr paga', 5, 79_000);
    world.psp.expireTokens();
    expect(await sendDueRecurringCharges(world.t.app)).toMatchObject({ claimed: 1, sent: 1 });
    expect(await sendDueRecurringCharges(world.t.app)).toMatchObject({ claimed: 0, sent: 0 });
    const [charge] = await db().select().from(recurringCharges).where(eq(recurringCharges.itemId, soon.id));
    expect(world.psp.recurring.cobr(charge!.txid)).toMatchObject({
      idRec,
      status: 'ATIVA',
      valor: { original: '790.00' },
      recebedor: { agencia: '0001', conta: '123456', tipoConta: 'CORRENTE' },
    });

    // A forged notification before the debit changes nothing: the PSP still says ATIVA.
    expect(
      await world.psp.recurring.forgeCobr({ cobsr: [{ txid: charge!.txid, status: 'CONCLUIDA' }] }),
    ).toBe(200);
    expect(await paidAt(soon.id)).toBeNull();
    // An unknown recurrence, forged: nothing is found, nothing changes.
    expect(
      await world.psp.recurring.forgeRec({
        recs: [{ idRec: 'RR9999900820261126abcdefghijk', status: 'CANCELADA' }],
      }),
    ).toBe(200);

    expect(await world.psp.recurring.settleCobr(charge!.txid, true, { times: 2 })).toEqual([200, 200]);
    expect(await paidAt(soon.id)).not.toBeNull();
    const [paid] = await db().select().from(recurringCharges).where(eq(recurringCharges.id, charge!.id));
    expect(paid!.status).toBe('paid');

    // The next one's webhook is lost: the reconciliation asks GET /cobr/{txid} and settles it.
    const lost = await annuity('Anuidade cobr sem aviso', 6, 79_500);
    await sendDueRecurringCharges(world.t.app);
    const [lostCharge] = await db()
      .select()
      .from(recurringCharges)
      .where(eq(recurringCharges.itemId, lost.id));
    await world.psp.recurring.settleCobr(lostCharge!.txid, true, { times: 0 });
    expect(await paidAt(lost.id)).toBeNull();
    await reconcilePayments(world.t.app, new Date(Date.now() + 60_000));
    expect(await paidAt(lost.id)).not.toBeNull();
    // Its row says so too, not "sent" for ever.
    const [reconciled] = await db()
      .select()
      .from(recurringCharges)
      .where(eq(recurringCharges.id, lostCharge!.id));
    expect(reconciled).toMatchObject({ status: 'paid', failureReason: null });
  });

  it('a cobr the payer’s bank refuses is a failed charge with the standard’s reason, seen by staff', async () => {
    const refused = await annuity('Anuidade recusada', 4, 80_000);
    await sendDueRecurringCharges(world.t.app);
    const [charge] = await db()
      .select()
      .from(recurringCharges)
      .where(eq(recurringCharges.itemId, refused.id));
    await world.psp.recurring.settleCobr(charge!.txid, false);
    const gestor = await staffLogin(world.t, STAFF.gestor);
    const view = (await gestao(world.t, gestor, 'GET', '/debito-automatico')).json();
    expect(view.failedCharges).toEqual([
      expect.objectContaining({
        description: 'Anuidade recusada',
        failureReason: 'Conta do pagador bloqueada',
      }),
    ]);
  });

  it('a cobr refused without a notification: the reconciliation fails its row with the standard’s reason', async () => {
    const item = await annuity('Anuidade recusada sem aviso', 6, 79_700);
    await sendDueRecurringCharges(world.t.app);
    const [charge] = await db().select().from(recurringCharges).where(eq(recurringCharges.itemId, item.id));
    await world.psp.recurring.settleCobr(charge!.txid, false, { times: 0 });
    expect(
      (await reconcilePayments(world.t.app, new Date(Date.now() + 60_000))).failed,
    ).toBeGreaterThanOrEqual(1);
    const [row] = await db().select().from(recurringCharges).where(eq(recurringCharges.id, charge!.id));
    expect(row).toMatchObject({ status: 'failed', failureReason: 'Conta do pagador bloqueada' });
    expect(await paidAt(item.id)).toBeNull();
  });

  it('a cobr sent for an item then paid another way (baixa manual) is cancelled at the PSP: PATCH /cobr CANCELADA', async () => {
    const item = await annuity('Anuidade paga por fora', 5, 79_900);
    await sendDueRecurringCharges(world.t.app);
    const [charge] = await db().select().from(recurringCharges).where(eq(recurringCharges.itemId, item.id));
    expect(world.psp.recurring.cobr(charge!.txid)).toMatchObject({ status: 'ATIVA' });
    const financeiro = await staffLogin(world.t, STAFF.financeiro);
    // The day in São Paulo, as the server judges a future payment (UTC runs 3 hours ahead).
    const today = todayInSaoPaulo();
    const manual = await gestao(world.t, financeiro, 'POST', `/charges/items/${item.id}/manual-payment`, {
      paidOn: today,
      method: 'dinheiro',
    });
    expect(manual.statusCode, manual.body).toBe(200);
    expect(world.psp.calls).toContainEqual({ method: 'PATCH', path: `/cobr/${charge!.txid}` });
    expect(world.psp.recurring.cobr(charge!.txid)).toMatchObject({ status: 'CANCELADA' });
    const [row] = await db().select().from(recurringCharges).where(eq(recurringCharges.id, charge!.id));
    expect(row).toMatchObject({ status: 'cancelled', failureReason: CANCELLED_PAID_OTHERWISE });
    const [tx] = await db().select().from(transactions).where(eq(transactions.id, row!.transactionId!));
    expect(tx!.status).toBe('failed');
    // Nothing is left for the job to withdraw.
    expect(await sendDueRecurringCharges(world.t.app)).toMatchObject({ cancelled: 0 });
  });

  it('cancelling sends PATCH /rec/{idRec} with status CANCELADA, and PATCH /cobr CANCELADA for a charge already sent', async () => {
    const item = await annuity('Anuidade da autorização cancelada', 5, 80_100);
    await sendDueRecurringCharges(world.t.app);
    const [charge] = await db().select().from(recurringCharges).where(eq(recurringCharges.itemId, item.id));
    expect(charge!.status).toBe('sent');
    const res = await post(world.t, maria, `/api/debito-automatico/${authorizationId}/cancelar`);
    expect(res.statusCode, res.body).toBe(200);
    expect(world.psp.recurring.rec(idRec)).toMatchObject({ status: 'CANCELADA' });
    expect(world.psp.recurring.cobr(charge!.txid)).toMatchObject({ status: 'CANCELADA' });
    const [row] = await db().select().from(recurringCharges).where(eq(recurringCharges.id, charge!.id));
    expect(row).toMatchObject({ status: 'cancelled', failureReason: CANCELLED_AUTHORIZATION_ENDED });
    expect(await paidAt(item.id)).toBeNull();
  });
});
