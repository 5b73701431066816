import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { members, recurringAuthorizations } from '../../../server/db/schema';
import { recurringCancellations } from '../../../server/db/schema-recurring';
import { JOBS } from '../../../server/jobs/definitions';
import { startPixApiWorld, type PixApiWorld } from '../gateways/pix-api/support/pix-app';
import { gestao, STAFF, staffLogin } from '../gestao/support';
import { post } from '../support/wallet';
import { memberToErase, PASSWORD, PIN } from './privacy-fixtures';

/**
 * An erasure ends the member's Pix Automático authorization here and then at the PSP (the fake
 * one checks every call against bacen/pix-api and refuses what the real one would): after the
 * commit, and again from 'debito-automatico-encerrar' while the PSP fails; the erasure stands.
 */
let world: PixApiWorld;
let gestor: string;

beforeAll(async () => {
  world = await startPixApiWorld({
    receivingAccount: { agencia: '0001', conta: '123456', tipoConta: 'CORRENTE' },
  });
  gestor = await staffLogin(world.t, STAFF.gestor);
});
afterAll(() => world.close());
afterEach(() => {
  world.psp.outage(false);
  expect(world.psp.violations).toEqual([]);
});

const db = () => world.t.database.db;
const job = JOBS.find((j) => j.name === 'debito-automatico-encerrar')!;
const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const runJob = (now: Date) =>
  job.run({ db: db(), config: world.t.app.config, log: silent, now: () => now, payments: world.t.app });

/** A member of 428 whose Pix Automático (Jornada 1) the bank approved, and who asked to be erased. */
async function memberWithAuthorization() {
  const m = await memberToErase(world.t);
  const payerBank = { ispb: '60746948', agencia: '1234', conta: '0056789' };
  const body = { itemId: m.futureItem, ...payerBank };
  const res = await post(world.t, m.token, '/api/debito-automatico/pedido-ao-banco', body);
  expect(res.statusCode, res.body).toBe(201);
  const authorizationId = res.json().id as number;
  const [row] = await db()
    .select({ gatewayId: recurringAuthorizations.gatewayId })
    .from(recurringAuthorizations)
    .where(eq(recurringAuthorizations.id, authorizationId));
  const idRec = row!.gatewayId!;
  await world.psp.recurring.answerSolicRec(idRec, true);
  expect(world.psp.recurring.rec(idRec)).toMatchObject({ status: 'APROVADA' });
  const asked = await post(world.t, m.token, '/api/privacidade/exclusao', { password: PASSWORD, pin: PIN });
  expect(asked.json()).toEqual({ ok: true, erasedNow: false });
  const mine = await world.t.app.inject({
    method: 'GET',
    url: '/api/privacidade/solicitacoes',
    headers: world.t.auth(m.token),
  });
  return { ...m, authorizationId, idRec, requestId: mine.json().items[0].id as number };
}

const approve = (requestId: number) =>
  gestao(world.t, gestor, 'POST', `/privacy-requests/${requestId}/approve`, {});
const cancellationOf = async (authorizationId: number) =>
  (
    await db()
      .select()
      .from(recurringCancellations)
      .where(eq(recurringCancellations.authorizationId, authorizationId))
  )[0];
const recPatches = (idRec: string) =>
  world.psp.calls.filter((call) => call.method === 'PATCH' && call.path === `/rec/${idRec}`).length;

describe('Erasure and Pix Automático at the PSP', () => {
  it('approved, the authorization ends here and is cancelled at the PSP once; a rerun asks nothing', async () => {
    const m = await memberWithAuthorization();
    const res = await approve(m.requestId);
    expect(res.json(), res.body).toEqual({ ok: true });

    expect(world.psp.recurring.rec(m.idRec)).toMatchObject({ status: 'CANCELADA' });
    const [authorization] = await db()
      .select()
      .from(recurringAuthorizations)
      .where(eq(recurringAuthorizations.id, m.authorizationId));
    expect(authorization).toMatchObject({ status: 'cancelled', endedReason: 'erasure' });
    expect(await cancellationOf(m.authorizationId)).toMatchObject({ attempts: 1, lastError: null });
    expect((await cancellationOf(m.authorizationId))!.doneAt).not.toBeNull();

    const patches = recPatches(m.idRec);
    expect(await runJob(new Date(Date.now() + 86_400_000))).toMatchObject({ cancelled: 0 });
    expect(recPatches(m.idRec)).toBe(patches);
  });

  it('with the PSP down, the erasure stands and the job asks again until the PSP cancels', async () => {
    const m = await memberWithAuthorization();
    world.psp.outage(true);
    const res = await approve(m.requestId);
    expect(res.json(), res.body).toEqual({ ok: true });

    const [erased] = await db().select().from(members).where(eq(members.id, m.memberId));
    expect(erased!.erasedAt).not.toBeNull();
    expect(erased!.cpf).not.toBe(m.cpf);
    expect(world.psp.recurring.rec(m.idRec)).toMatchObject({ status: 'APROVADA' });
    const waiting = await cancellationOf(m.authorizationId);
    expect(waiting).toMatchObject({ attempts: 1, doneAt: null });
    expect(waiting!.lastError).toBeTruthy();
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Still down when the job runs: it waits longer, the erasure still stands.
    const later = new Date(waiting!.nextAttemptAt.getTime() + 1_000);
    expect(await runJob(later)).toMatchObject({ cancelled: 0, waiting: 1 });
    const again = await cancellationOf(m.authorizationId);
    expect(again).toMatchObject({ attempts: 2, doneAt: null });
    expect(again!.nextAttemptAt.getTime() - later.getTime()).toBeGreaterThan(
      waiting!.nextAttemptAt.getTime() - Date.now(),
    );

    world.psp.outage(false);
    expect(await runJob(new Date(again!.nextAttemptAt.getTime() + 1_000))).toMatchObject({ cancelled: 1 });
    expect(world.psp.recurring.rec(m.idRec)).toMatchObject({ status: 'CANCELADA' });
    expect((await cancellationOf(m.authorizationId))!.doneAt).not.toBeNull();
    const [still] = await db().select().from(members).where(eq(members.id, m.memberId));
    expect(still!.erasedAt).not.toBeNull();
  });

  it('a run stopped after the PSP cancelled: the PSP refuses a second PATCH, and that counts as done', async () => {
    const m = await memberWithAuthorization();
    expect((await approve(m.requestId)).json()).toEqual({ ok: true });
    // As if the process died between the PSP's answer and our write.
    await db()
      .update(recurringCancellations)
      .set({ doneAt: null, nextAttemptAt: new Date(Date.now() - 1_000) })
      .where(eq(recurringCancellations.authorizationId, m.authorizationId));
    const patches = recPatches(m.idRec);
    expect(await runJob(new Date())).toMatchObject({ cancelled: 1 });
    expect(recPatches(m.idRec)).toBe(patches + 1);
    expect((await cancellationOf(m.authorizationId))!.doneAt).not.toBeNull();
  });
});
