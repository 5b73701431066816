import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompletedPurchase } from '../../../domain/contract/access';
import type { MemberTicket } from '../../../domain/contract/tickets';
import { WITHDRAWAL_MSG } from '../../../domain/withdrawal-messages';
import { DEMO_CONGRESS_HASH } from '../../../server/congress/demo-congress';
import { cashFlowItems, outboundMessages, sandboxCharges, transactions } from '../../../server/db/schema';
import { eventSeats, eventTickets } from '../../../server/db/schema-congress';
import { gestao, STAFF, staffLogin } from '../gestao/support';
import { brazilianBuyer, incluir, post } from '../support/purchase';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get, insertItem, memberIdOf, paidByPixInSandbox, post as memberPost, VISA } from '../support/wallet';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

/** A buyer with no account yet buys a congress ticket on its public page and pays it. */
async function buyTicket(how: 'card' | 'pix') {
  const emitente = brazilianBuyer();
  const opened = (await incluir(t, emitente, DEMO_CONGRESS_HASH)).json();
  if (!opened.RESULTADO) throw new Error(JSON.stringify(opened));
  const target = {
    ID_FLUXO_DE_CAIXA: opened.FLUXO.ID_FLUXO_DE_CAIXA,
    HASH: DEMO_CONGRESS_HASH,
    REFERENCIA: opened.REFERENCIA,
  };
  const paid = (
    await post(t, 'efetuarTransacaoDireta', {
      ...target,
      ID_EMITENTE_ML: 428,
      ...(how === 'card' ? { TIPO: 'C', PARCELAS: 3, CARTAO: VISA } : { TIPO: 'P' }),
    })
  ).json();
  const gatewayId = paid.TRANSACAO.ID_ZOOP_TRANSACAO as string;
  if (how === 'pix') await t.app.inject({ method: 'POST', url: `/api/sandbox/pix/${gatewayId}/pagar` });
  const ref = {
    itemId: target.ID_FLUXO_DE_CAIXA as number,
    hash: DEMO_CONGRESS_HASH,
    reference: target.REFERENCIA as string,
  };
  return { ref, gatewayId, email: emitente.email!, token: opened.TOKEN as string };
}

const completed = async (ref: object) => (await post(t, 'compra-concluida', ref)).json() as CompletedPurchase;
const withdraw = (ref: object) => post(t, 'desistir-compra', ref);
const paymentOf = async (gatewayId: string) =>
  (await t.database.db.select().from(transactions).where(eq(transactions.gatewayId, gatewayId)))[0]!;
const itemOf = async (id: number) =>
  (await t.database.db.select().from(cashFlowItems).where(eq(cashFlowItems.id, id)))[0]!;
const ticketOf = async (itemId: number) =>
  (await t.database.db.select().from(eventTickets).where(eq(eventTickets.itemId, itemId)))[0];
const seatOf = async (itemId: number) =>
  (await t.database.db.select().from(eventSeats).where(eq(eventSeats.itemId, itemId)))[0];
const chargeOf = async (gatewayId: string) =>
  (await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, gatewayId)))[0]!;
const mailsTo = async (email: string) =>
  t.database.db.select().from(outboundMessages).where(eq(outboundMessages.recipient, email));

/** Everything a refused withdrawal must leave as it was. */
const snapshot = async (p: Awaited<ReturnType<typeof buyTicket>>) => ({
  payment: await paymentOf(p.gatewayId),
  item: await itemOf(p.ref.itemId),
  ticket: await ticketOf(p.ref.itemId),
  seat: await seatOf(p.ref.itemId),
  charge: (await chargeOf(p.gatewayId)).status,
  mails: (await mailsTo(p.email)).length,
});

describe('Desistir da compra (CDC art. 49)', () => {
  it('within 7 days: everything paid goes back (fees included), the ticket is void, the seat free, the buyer told', async () => {
    const p = await buyTicket('card');
    // The receipt e-mail carries the link that opens "Compra concluída" again.
    const link = `/compra/${DEMO_CONGRESS_HASH}/${p.ref.itemId}/${p.ref.reference}`;
    await expect
      .poll(async () => (await mailsTo(p.email)).some((m) => m.body.includes(link)), { timeout: 10_000 })
      .toBe(true);
    const before = await completed(p.ref);
    const paidAt = (await itemOf(p.ref.itemId)).paidAt!;
    expect(before.withdrawal).toEqual({
      open: {
        until: new Date(paidAt.getTime() + 7 * DAY_MS).toISOString(),
        eventFirst: false,
        method: 'card',
        amountCentavos: before.amountCentavos,
      },
      withdrawnAt: null,
      returnPending: false,
    });
    expect(before.ticket?.status).toBe('valid');
    expect(await seatOf(p.ref.itemId)).toBeDefined();
    const paid = await paymentOf(p.gatewayId);
    // The PSP kept a fee: the buyer still gets all of it back.
    expect(paid.feeCentavos).toBeGreaterThan(0);

    const res = await withdraw(p.ref);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      refundedCentavos: paid.amountCentavos,
      method: 'card',
      withdrawnAt: expect.any(String),
    });
    expect(await paymentOf(p.gatewayId)).toMatchObject({
      status: 'refunded',
      refundedCentavos: paid.amountCentavos,
      refundReason: 'cdc-49',
      refundRequest: null,
      staffId: null,
    });
    expect((await chargeOf(p.gatewayId)).status).toBe('refunded');
    expect(await itemOf(p.ref.itemId)).toMatchObject({ cancelReason: WITHDRAWAL_MSG.reason, paidAt: paidAt });
    expect((await ticketOf(p.ref.itemId))!.status).toBe('cancelled');
    expect(await seatOf(p.ref.itemId)).toBeUndefined();
    const mails = await mailsTo(p.email);
    const notice = mails.find((m) => m.subject === WITHDRAWAL_MSG.emailSubject);
    expect(notice?.body).toContain('Código de Defesa do Consumidor (art. 49)');
    expect(notice?.body).toContain('Valor estornado: R$');

    // Pagamentos says why it went back.
    const financeiro = await staffLogin(t, STAFF.financeiro);
    const listed = (await gestao(t, financeiro, 'GET', '/payments?status=refunded&limit=100')).json();
    expect(listed.payments.find((x: { gatewayId: string }) => x.gatewayId === p.gatewayId)).toMatchObject({
      status: 'refunded',
      refundReason: 'cdc-49',
    });

    const after = await completed(p.ref);
    expect(after.withdrawal).toEqual({ open: null, withdrawnAt: expect.any(String), returnPending: false });
    expect(after.ticket?.status).toBe('cancelled');

    // Twice: refused, nothing more goes back nor is sent.
    const state = await snapshot(p);
    const again = await withdraw(p.ref);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      ok: false,
      message: WITHDRAWAL_MSG.already(after.withdrawal.withdrawnAt!),
    });
    expect(await snapshot(p)).toEqual(state);
  });

  it('a PIX: back by PIX; from Meus ingressos too, with the buyer’s own session', async () => {
    const p = await buyTicket('pix');
    const tickets = (await get(t, p.token, '/api/ingressos')).json() as MemberTicket[];
    const mine = tickets.find((x) => x.itemId === p.ref.itemId)!;
    expect(mine.withdrawal?.open).toMatchObject({ method: 'pix', eventFirst: false });
    const res = await memberPost(t, p.token, '/api/ingressos/desistir', { itemId: p.ref.itemId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      method: 'pix',
      refundedCentavos: (await paymentOf(p.gatewayId)).amountCentavos,
    });
    expect(await paymentOf(p.gatewayId)).toMatchObject({ status: 'refunded', refundReason: 'cdc-49' });
    const listed = (await get(t, p.token, '/api/ingressos')).json() as MemberTicket[];
    expect(listed.find((x) => x.itemId === p.ref.itemId)).toMatchObject({
      status: 'cancelled',
      withdrawal: { open: null, withdrawnAt: expect.any(String) },
    });
  });

  it('the receipt page offers "Desistir da compra" while the 7 days run, opening Compra concluída; then says it was withdrawn', async () => {
    const p = await buyTicket('pix');
    const receiptOf = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/access/recibo/${(await paymentOf(p.gatewayId)).accessHash}`,
      });
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    const before = await receiptOf();
    expect(before).toContain(`<h2 id="cdc-title">${WITHDRAWAL_MSG.title}</h2>`);
    expect(before).toContain('Você pode desistir desta compra até');
    expect(before).toContain(
      `<a class="cdc-button" href="/compra/${DEMO_CONGRESS_HASH}/${p.ref.itemId}/${p.ref.reference}">${WITHDRAWAL_MSG.button}</a>`,
    );
    expect((await withdraw(p.ref)).statusCode).toBe(200);
    const after = await receiptOf();
    expect(after).toContain('Você desistiu desta compra em');
    expect(after).not.toContain(WITHDRAWAL_MSG.button);

    // After 7 days: neither the button nor the section.
    const late = await buyTicket('pix');
    await t.database.db
      .update(cashFlowItems)
      .set({ paidAt: new Date(Date.now() - 8 * DAY_MS) })
      .where(eq(cashFlowItems.id, late.ref.itemId));
    const lateReceipt = await t.app.inject({
      method: 'GET',
      url: `/api/access/recibo/${(await paymentOf(late.gatewayId)).accessHash}`,
    });
    expect(lateReceipt.body).not.toContain(WITHDRAWAL_MSG.title);
  });

  it('after 7 days: no button, and the API refuses; nothing changes', async () => {
    const p = await buyTicket('pix');
    const eightDaysAgo = new Date(Date.now() - 8 * DAY_MS);
    await t.database.db
      .update(cashFlowItems)
      .set({ paidAt: eightDaysAgo })
      .where(eq(cashFlowItems.id, p.ref.itemId));
    expect((await completed(p.ref)).withdrawal).toEqual({
      open: null,
      withdrawnAt: null,
      returnPending: false,
    });
    const state = await snapshot(p);
    const res = await withdraw(p.ref);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      ok: false,
      message: WITHDRAWAL_MSG.expired(new Date(eightDaysAgo.getTime() + 7 * DAY_MS)),
    });
    expect(await snapshot(p)).toEqual(state);
  });

  it("someone else's purchase: not found, by its reference or by another member's session; nothing changes", async () => {
    const p = await buyTicket('pix');
    const other = await buyTicket('pix');
    const state = await snapshot(p);
    for (const ref of [
      { ...p.ref, reference: other.ref.reference },
      { ...p.ref, hash: 'congresso-2027' },
    ]) {
      const res = await withdraw(ref);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ ok: false, message: WITHDRAWAL_MSG.notFound });
    }
    const maria = await t.login(DEMO.maria);
    const byMaria = await memberPost(t, maria, '/api/ingressos/desistir', { itemId: p.ref.itemId });
    expect(byMaria.statusCode).toBe(404);
    expect(byMaria.json()).toEqual({ ok: false, message: WITHDRAWAL_MSG.notFound });
    const byOther = await memberPost(t, other.token, '/api/ingressos/desistir', { itemId: p.ref.itemId });
    expect(byOther.statusCode).toBe(404);
    expect(await snapshot(p)).toEqual(state);
  });

  it('dues are not a purchase: refused, the payment stays', async () => {
    const mariaId = await memberIdOf(t, DEMO.maria.usuario);
    const due = await insertItem(t, {
      memberId: mariaId,
      description: 'Contribuição avulsa',
      amountCentavos: 6_500,
    });
    const gatewayId = await paidByPixInSandbox(t, mariaId, [due.id]);
    const maria = await t.login(DEMO.maria);
    const res = await memberPost(t, maria, '/api/ingressos/desistir', { itemId: due.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ ok: false, message: WITHDRAWAL_MSG.notPurchase });
    expect(await paymentOf(gatewayId)).toMatchObject({ status: 'succeeded', refundRequest: null });
    expect((await itemOf(due.id)).cancelledAt).toBeNull();
  });

  it('a refund the PSP refuses leaves the purchase as it was and says why; later it goes through', async () => {
    const p = await buyTicket('card');
    // The PSP no longer holds the charge as paid: it refuses to give it back.
    await t.database.db
      .update(sandboxCharges)
      .set({ status: 'failed' })
      .where(eq(sandboxCharges.id, p.gatewayId));
    const state = await snapshot(p);
    const res = await withdraw(p.ref);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^A operadora de pagamento recusou a devolução \(.+\)\. Sua compra continua como estava/,
    );
    expect(await snapshot(p)).toEqual(state);
    expect(state.ticket!.status).not.toBe('cancelled');
    await t.database.db
      .update(sandboxCharges)
      .set({ status: 'succeeded' })
      .where(eq(sandboxCharges.id, p.gatewayId));
    expect((await withdraw(p.ref)).statusCode).toBe(200);
  });

  it('the event starting before the 7 days end closes the window then', async () => {
    const p = await buyTicket('pix');
    const { productId } = await itemOf(p.ref.itemId);
    const { congressEvents } = await import('../../../server/db/schema-congress');
    const [event] = await t.database.db
      .select()
      .from(congressEvents)
      .where(eq(congressEvents.productId, productId!));
    try {
      const soon = new Date(Date.now() + 2 * DAY_MS);
      await t.database.db
        .update(congressEvents)
        .set({ startsAt: soon })
        .where(eq(congressEvents.id, event!.id));
      expect((await completed(p.ref)).withdrawal.open).toEqual({
        until: soon.toISOString(),
        eventFirst: true,
        method: 'pix',
        amountCentavos: expect.any(Number),
      });
      const started = new Date(Date.now() - 60_000);
      await t.database.db
        .update(congressEvents)
        .set({ startsAt: started })
        .where(eq(congressEvents.id, event!.id));
      const res = await withdraw(p.ref);
      expect(res.json()).toEqual({ ok: false, message: WITHDRAWAL_MSG.eventStarted });
      expect((await paymentOf(p.gatewayId)).status).toBe('succeeded');
    } finally {
      await t.database.db
        .update(congressEvents)
        .set({ startsAt: event!.startsAt })
        .where(and(eq(congressEvents.id, event!.id)));
    }
  });
});
