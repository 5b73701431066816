import { strFromU8, unzipSync } from 'fflate';
import type { FastifyBaseLogger } from 'fastify';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asaasCustomers, transactions } from '../../../server/db/schema';
import { JOBS } from '../../../server/jobs/definitions';
import { startAsaasWorld, type AsaasWorld } from '../gateways/asaas/asaas-world';
import { gestao, STAFF, staffLogin } from '../gestao/support';
import { get, insertItem, pay, pinToken, post } from '../support/wallet';
import { memberToErase, PASSWORD, PIN } from './privacy-fixtures';

/**
 * An erasure takes the member's CPF out of asaas_customers and has Asaas remove the customer
 * (DELETE /v3/customers/{id}: the fake removes it with its pending and overdue payments, as the
 * real one): right after the commit, and again from 'clientes-asaas-remover' while Asaas fails.
 * Overdue items kept for collection keep the customer.
 */
let world: AsaasWorld;
let gestor: string;

beforeAll(async () => {
  world = await startAsaasWorld();
  gestor = await staffLogin(world.t, STAFF.gestor);
});
afterAll(() => world.close());

const db = () => world.t.database.db;
const job = JOBS.find((j) => j.name === 'clientes-asaas-remover')!;
const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const runJob = (now: Date) =>
  job.run({ db: db(), config: world.t.app.config, log: silent, now: () => now, payments: world.t.app });

/** The member asks Asaas for a PIX of one of their items; answers the Asaas payment's id. */
async function payByPix(token: string, itemId: number) {
  const pin = await pinToken(world.t, token, PIN);
  const res = await pay(world.t, token, { ID_FLUXO_DE_CAIXA: itemId, TIPO: 'P', TOKEN_PIN: pin } as never);
  expect(res.json().RESULTADO, res.body).toBe(true);
  return res.json().TRANSACAO.ID_ZOOP_TRANSACAO as string;
}

/** A member of 428 who has a PIX pending at Asaas for one item (overdue, if asked). */
async function paidByAsaas({ overdue = false } = {}) {
  const m = await memberToErase(world.t, 428, { overdue });
  const paymentId = await payByPix(m.token, overdue ? m.overdueItem! : m.futureItem);
  const customerId = world.asaas.payments.get(paymentId)!.customer as string;
  return { ...m, paymentId, customerId };
}

async function requestErasure(token: string) {
  const asked = await post(world.t, token, '/api/privacidade/exclusao', { password: PASSWORD, pin: PIN });
  expect(asked.json()).toEqual({ ok: true, erasedNow: false });
  const mine = await get(world.t, token, '/api/privacidade/solicitacoes');
  return mine.json().items[0].id as number;
}

const approve = (requestId: number, body: object = {}) =>
  gestao(world.t, gestor, 'POST', `/privacy-requests/${requestId}/approve`, body);
const rowsOfCpf = (cpf: string) => db().select().from(asaasCustomers).where(eq(asaasCustomers.cpfCnpj, cpf));
const rowsOfCustomer = (customerId: string) =>
  db().select().from(asaasCustomers).where(eq(asaasCustomers.customerId, customerId));
const customerRemovals = (customerId: string) =>
  world.asaas.requests.filter((r) => r.method === 'DELETE' && r.path === `/customers/${customerId}`).length;

describe('Erasure and the customer at Asaas', () => {
  it('"Baixar meus dados" lists the member\'s Asaas customers: the account and the id, nothing else', async () => {
    const m = await paidByAsaas();
    const res = await get(world.t, m.token, '/api/privacidade/meus-dados');
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(strFromU8(files['dados.json']!)) as { dados: Record<string, unknown[]> };
    expect(data.dados.clientesAsaas).toEqual([
      { account: 'env', customerId: m.customerId, createdAt: expect.any(String) },
    ]);
  });

  it('approved, the CPF leaves asaas_customers and Asaas removes the customer with its pending payment', async () => {
    const m = await paidByAsaas();
    expect(await rowsOfCpf(m.cpf)).toHaveLength(1);
    const res = await approve(await requestErasure(m.token));
    expect(res.json(), res.body).toEqual({ ok: true });

    expect(await rowsOfCpf(m.cpf)).toEqual([]);
    expect(await rowsOfCustomer(m.customerId)).toEqual([]);
    expect(world.asaas.customers.get(m.customerId)).toMatchObject({ deleted: true });
    expect(world.asaas.payments.get(m.paymentId)).toMatchObject({ deleted: true });
    const asked = world.asaas.requests.length;
    expect(customerRemovals(m.customerId)).toBe(1);

    // Nothing is left for the job: a rerun asks Asaas nothing.
    expect(await runJob(new Date(Date.now() + 86_400_000))).toMatchObject({ removed: 0 });
    expect(world.asaas.requests.length).toBe(asked);
  });

  it('with overdue items kept for collection, the row keeps the CPF and the customer stays at Asaas', async () => {
    const m = await paidByAsaas({ overdue: true });
    const res = await approve(await requestErasure(m.token), { keptReason: 'Anuidade vencida em cobrança.' });
    expect(res.json(), res.body).toEqual({ ok: true });

    expect(await rowsOfCpf(m.cpf)).toEqual([
      expect.objectContaining({ customerId: m.customerId, erasedAt: null }),
    ]);
    expect(world.asaas.customers.get(m.customerId)).toMatchObject({ deleted: false });
    expect(world.asaas.payments.get(m.paymentId)).toMatchObject({ deleted: false, status: 'PENDING' });
    expect(customerRemovals(m.customerId)).toBe(0);
  });

  it('with Asaas failing, the erasure stands and the row waits without the CPF; the job removes it later', async () => {
    const m = await paidByAsaas();
    world.asaas.failNext(`/customers/${m.customerId}`);
    const res = await approve(await requestErasure(m.token));
    expect(res.json(), res.body).toEqual({ ok: true });

    expect(await rowsOfCpf(m.cpf)).toEqual([]);
    const [waiting] = await rowsOfCustomer(m.customerId);
    expect(waiting).toMatchObject({ cpfCnpj: null, removalAttempts: 1 });
    expect(waiting!.erasedAt).not.toBeNull();
    expect(waiting!.removalError).toBeTruthy();
    expect(waiting!.nextRemovalAt!.getTime()).toBeGreaterThan(Date.now());
    expect(world.asaas.customers.get(m.customerId)).toMatchObject({ deleted: false });

    // Not due yet: the job leaves it.
    expect(await runJob(new Date())).toMatchObject({ removed: 0 });
    expect(await runJob(new Date(waiting!.nextRemovalAt!.getTime() + 1_000))).toMatchObject({ removed: 1 });
    expect(await rowsOfCustomer(m.customerId)).toEqual([]);
    expect(world.asaas.customers.get(m.customerId)).toMatchObject({ deleted: true });
    expect(world.asaas.payments.get(m.paymentId)).toMatchObject({ deleted: true });
    expect(customerRemovals(m.customerId)).toBe(2);
  });

  it("a customer recorded under the association's own Asaas account is removed through that account; Asaas's 404 for one removed already counts as done", async () => {
    const m = await paidByAsaas();
    // The association now receives by its own Asaas account (here the same fake, so the second
    // payment finds the customer by CPF and records it under the association's account too).
    const saved = await gestao(world.t, gestor, 'PUT', '/receiving/asaas', {
      apiKey: world.asaas.apiKey,
      webhookToken: 'token-do-webhook-da-associacao-0428',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const another = await insertItem(world.t, {
      memberId: m.memberId,
      description: 'Inscrição no congresso',
      amountCentavos: 25_000,
      dueInDays: 30,
    });
    const secondPayment = await payByPix(m.token, another.id);
    const [second] = await db()
      .select({ account: transactions.gatewayAccount })
      .from(transactions)
      .where(eq(transactions.gatewayId, secondPayment));
    expect(second!.account).toMatch(/^asaas:/);
    const accounts = (await rowsOfCpf(m.cpf)).map((row) => row.account).sort();
    expect(accounts).toEqual([expect.stringMatching(/^asaas:/), 'env']);

    const res = await approve(await requestErasure(m.token));
    expect(res.json(), res.body).toEqual({ ok: true });
    expect(await rowsOfCustomer(m.customerId)).toEqual([]);
    expect(customerRemovals(m.customerId)).toBe(2);
    expect(world.asaas.customers.get(m.customerId)).toMatchObject({ deleted: true });
    expect(world.asaas.payments.get(secondPayment)).toMatchObject({ deleted: true });
    expect(await db().select().from(asaasCustomers).where(isNotNull(asaasCustomers.erasedAt))).toEqual([]);
  });
});
