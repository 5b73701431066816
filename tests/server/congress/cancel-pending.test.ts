import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PendingRegistration } from '../../../domain/contract/gestao-event-desk';
import type { GestaoEvent } from '../../../domain/contract/gestao-events';
import { DEMO_CONGRESS_HASH } from '../../../server/congress/demo-congress';
import { cashFlowItems, transactions } from '../../../server/db/schema';
import { eventSeats, eventTickets } from '../../../server/db/schema-congress';
import { BOLETO_CANCELLED } from '../../../server/gestao/events/cancel-pending-registration';
import { staffTokens, type StaffTokens } from '../gestao/staff-tokens';
import { gestao } from '../gestao/support';
import { brazilianBuyer, incluir, post } from '../support/purchase';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
let tokens: StaffTokens;
let congress: GestaoEvent;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
  const events = (await gestao(t, tokens.gestor, 'GET', '/events')).json().events as GestaoEvent[];
  congress = events.find((e) => e.name === 'Congresso Demo Brasileiro de Retina 2027')!;
});
afterAll(() => t.close());

/** A buyer with no login registers for the demo congress and takes a boleto. */
async function boletoRegistration(nome = 'Ana Compradora Teste') {
  const opened = (await incluir(t, brazilianBuyer({ nome }), DEMO_CONGRESS_HASH)).json();
  const itemId = opened.FLUXO.ID_FLUXO_DE_CAIXA as number;
  const boleto = await post(t, 'efetuarTransacaoDireta', {
    ID_FLUXO_DE_CAIXA: itemId,
    HASH: DEMO_CONGRESS_HASH,
    REFERENCIA: opened.REFERENCIA as string,
    ID_EMITENTE_ML: 428,
    TIPO: 'B',
    PARCELAS: 1,
  });
  expect(boleto.json(), boleto.body).toMatchObject({ RESULTADO: true });
  return { itemId, gatewayId: boleto.json().TRANSACAO.ID_ZOOP_TRANSACAO as string };
}

const cancel = (token: string, itemId: number) =>
  gestao(t, token, 'POST', `/events/${congress.id}/registrations/${itemId}/cancel`, {
    reason: 'Desistência',
  });

const pendingOf = async (token: string, q?: string) => {
  const res = await gestao(
    t,
    token,
    'GET',
    `/events/${congress.id}/pending-registrations${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`,
  );
  return { status: res.statusCode, pending: (res.json().pending ?? []) as PendingRegistration[] };
};

describe("The event's page: registrations waiting for their boleto", () => {
  it('lists each with name, CPF, category, amount and due date, apart from the paid ones; cancelling takes it off', async () => {
    const { itemId } = await boletoRegistration('Bruno Boleto Pendente');
    const { status, pending } = await pendingOf(tokens.gestor);
    expect(status).toBe(200);
    const mine = pending.find((p) => p.itemId === itemId);
    expect(mine).toMatchObject({
      name: 'Bruno Boleto Pendente',
      cpf: expect.stringMatching(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/),
      category: 'Titular',
      amountCentavos: expect.any(Number),
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(mine!.amountCentavos).toBeGreaterThan(0);
    // Not a registration with a ticket yet.
    const listed = await gestao(t, tokens.gestor, 'GET', `/events/${congress.id}/registrations`);
    expect((listed.json().registrations as { itemId: number }[]).map((r) => r.itemId)).not.toContain(itemId);
    // "Buscar" finds it by name, and not by another.
    expect((await pendingOf(tokens.gestor, 'Bruno Boleto')).pending.map((p) => p.itemId)).toContain(itemId);
    expect((await pendingOf(tokens.gestor, 'Ninguém Assim')).pending).toEqual([]);

    expect((await cancel(tokens.gestor, itemId)).statusCode).toBe(200);
    expect((await pendingOf(tokens.gestor)).pending.map((p) => p.itemId)).not.toContain(itemId);
  });

  it('a paid boleto leaves the list for the registrations; other staff see nothing', async () => {
    const { itemId, gatewayId } = await boletoRegistration('Carla Boleto Pago');
    expect((await pendingOf(tokens.psi)).status).toBe(404);
    expect([403, 404]).toContain((await pendingOf(tokens.financeiro)).status);
    const paid = await t.app.inject({ method: 'POST', url: `/api/sandbox/boleto/${gatewayId}/pagar` });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await pendingOf(tokens.gestor)).pending.map((p) => p.itemId)).not.toContain(itemId);
    const listed = await gestao(t, tokens.gestor, 'GET', `/events/${congress.id}/registrations`);
    expect(listed.json().registrations).toContainEqual(expect.objectContaining({ itemId, status: 'paid' }));
  });
});

describe('Cancelling a registration whose boleto is not paid yet', () => {
  it('cancels the boleto at the gateway (it can no longer be paid), refunds nothing and frees the seat', async () => {
    const { itemId, gatewayId } = await boletoRegistration();
    const db = t.database.db;
    expect(await db.select().from(eventSeats).where(eq(eventSeats.itemId, itemId))).toHaveLength(1);

    const res = await cancel(tokens.gestor, itemId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ registration: null, refundedCentavos: 0 });

    const [item] = await db.select().from(cashFlowItems).where(eq(cashFlowItems.id, itemId));
    expect(item!.cancelledAt).not.toBeNull();
    expect(item!.paidAt).toBeNull();
    const [tx] = await db.select().from(transactions).where(eq(transactions.gatewayId, gatewayId));
    expect(tx).toMatchObject({ status: 'failed', failureMessage: BOLETO_CANCELLED });
    expect(await db.select().from(eventSeats).where(eq(eventSeats.itemId, itemId))).toEqual([]);

    // The payer's bank can no longer pay it, so no ticket is ever issued for it.
    const paid = await t.app.inject({ method: 'POST', url: `/api/sandbox/boleto/${gatewayId}/pagar` });
    expect(paid.statusCode).toBe(409);
    expect(await db.select().from(eventTickets).where(eq(eventTickets.itemId, itemId))).toEqual([]);

    // Once cancelled, there is nothing left to cancel.
    expect((await cancel(tokens.gestor, itemId)).statusCode).toBe(404);
  });

  it("another association's staff and the financeiro role cannot cancel it; the boleto stays payable", async () => {
    const { itemId, gatewayId } = await boletoRegistration();
    expect((await cancel(tokens.psi, itemId)).statusCode).toBe(404);
    expect([403, 404]).toContain((await cancel(tokens.financeiro, itemId)).statusCode);
    const [tx] = await t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.gatewayId, gatewayId), eq(transactions.status, 'pending')));
    expect(tx).toBeDefined();
    const paid = await t.app.inject({ method: 'POST', url: `/api/sandbox/boleto/${gatewayId}/pagar` });
    expect(paid.json()).toMatchObject({ STATUS: 'succeeded' });
  });
});

describe('Cancelling a Cortesia: no money, the ticket revoked and the seat freed', () => {
  it('answers 0 refunded, the ticket is cancelled and its seat gone', async () => {
    const added = await gestao(t, tokens.gestor, 'POST', `/events/${congress.id}/courtesies`, {
      name: 'Dr. Convidado Cancelado',
      cpf: brazilianBuyer().cpf,
      email: `convidado.${Date.now().toString(36)}@exemplo.com.br`,
    });
    const { itemId } = added.json().registration as { itemId: number };
    const res = await cancel(tokens.gestor, itemId);
    expect(res.json()).toMatchObject({ refundedCentavos: 0, registration: { status: 'cancelled' } });
    const db = t.database.db;
    const [ticket] = await db.select().from(eventTickets).where(eq(eventTickets.itemId, itemId));
    expect(ticket!.status).toBe('cancelled');
    expect(await db.select().from(eventSeats).where(eq(eventSeats.itemId, itemId))).toEqual([]);
    const refunds = await db.select().from(transactions).where(eq(transactions.itemId, itemId));
    expect(refunds).toEqual([]);
  });
});
