import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEBITO_MSG } from '../../../domain/debito-automatico-messages';
import { cashFlowItems, recurringAuthorizations } from '../../../server/db/schema';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get, insertItem, memberIdOf, post } from '../support/wallet';

/** Pix Automático's Jornada 1 on the sandbox: the request to the member's bank, approved or refused there. */
let t: TestContext;
const who = { maria: '', pedro: '', mariaId: 0 };

beforeAll(async () => {
  t = await createTestApp();
  who.maria = await t.login(DEMO.maria);
  who.pedro = await t.login(DEMO.pedro);
  who.mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

const NUBANK = { ispb: '18236120', agencia: '0001', conta: '12345678' };
const ask = (token: string, itemId: number, account: object = NUBANK) =>
  post(t, token, '/api/debito-automatico/pedido-ao-banco', { itemId, ...account });
const bankAnswers = (recId: string, approve: boolean) =>
  post(t, null, `/api/sandbox/debito-automatico/rec/${recId}`, { approve });
const recIdOf = async (id: number) =>
  (
    await t.database.db
      .select({ gatewayId: recurringAuthorizations.gatewayId })
      .from(recurringAuthorizations)
      .where(eq(recurringAuthorizations.id, id))
  )[0]!.gatewayId!;
const paidAtOf = async (itemId: number) =>
  (await t.database.db.select().from(cashFlowItems).where(eq(cashFlowItems.id, itemId)))[0]!.paidAt;

describe('Jornada 1: authorizing from the bank’s request (sandbox)', () => {
  it('refuses a bank out of the list, an agência or conta that is not digits, with a pt-BR message', async () => {
    const due = await insertItem(t, {
      memberId: who.mariaId,
      description: 'Mensalidade J1',
      amountCentavos: 6_500,
    });
    for (const bad of [
      { ...NUBANK, ispb: '99999999' },
      { ...NUBANK, agencia: '12345' },
      { ...NUBANK, conta: '12a45' },
      { ...NUBANK, conta: '' },
    ]) {
      const res = await ask(who.maria, due.id, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toMatch(/^O campo /);
    }
    expect((await get(t, who.maria, '/api/debito-automatico')).json().authorizations).toEqual([]);
  });

  it('sends the request; the bank approves it with no payment; the item stays open', async () => {
    const due = await insertItem(t, {
      memberId: who.mariaId,
      description: 'Mensalidade J1b',
      amountCentavos: 6_500,
    });
    const res = await ask(who.maria, due.id);
    expect(res.statusCode, res.body).toBe(201);
    const authorization = res.json();
    expect(authorization).toMatchObject({
      associationId: 428,
      itemKind: 'due',
      status: 'pending',
      limitCentavos: 6_500,
    });

    // Followed by the member, and by no one else.
    const url = `/api/debito-automatico/${authorization.id}`;
    expect((await get(t, who.maria, url)).json()).toMatchObject({ status: 'pending' });
    expect((await get(t, who.pedro, url)).statusCode).toBe(404);
    // While it waits, no second one for the association's dues.
    expect((await ask(who.maria, due.id)).json()).toMatchObject({ message: DEBITO_MSG.alreadyLive });

    const recId = await recIdOf(authorization.id);
    const queue = (await get(t, null, '/api/sandbox/debito-automatico/banco')).json();
    expect(queue.recurrences.find((rec: { id: string }) => rec.id === recId)).toMatchObject({
      amountCentavos: null,
      payerAccount: 'ISPB 18236120, agência 0001, conta 12345678',
      limitCentavos: 6_500,
    });
    expect((await bankAnswers(recId, true)).statusCode).toBe(200);
    expect((await get(t, who.maria, url)).json()).toMatchObject({ status: 'active' });
    expect(await paidAtOf(due.id)).toBeNull();
  });

  it('a request the bank refuses ends refused; a new one may be sent', async () => {
    const annuity = await insertItem(t, {
      memberId: who.mariaId,
      description: 'Anuidade J1',
      amountCentavos: 78_000,
      kind: 'annuity',
      dueInDays: 40,
    });
    const first = (await ask(who.maria, annuity.id)).json();
    expect(first).toMatchObject({ itemKind: 'annuity', status: 'pending' });
    expect((await bankAnswers(await recIdOf(first.id), false)).statusCode).toBe(200);
    expect((await get(t, who.maria, `/api/debito-automatico/${first.id}`)).json()).toMatchObject({
      status: 'refused',
    });
    const again = await ask(who.maria, annuity.id);
    expect(again.statusCode, again.body).toBe(201);
  });

  it("another member's item is not found; a purchase cannot start one", async () => {
    const due = await insertItem(t, {
      memberId: who.mariaId,
      description: 'Mensalidade J1c',
      amountCentavos: 6_500,
    });
    expect((await ask(who.pedro, due.id)).statusCode).toBe(404);
    const purchase = await insertItem(t, {
      memberId: who.mariaId,
      description: 'Curso J1',
      amountCentavos: 9_000,
      kind: 'product',
    });
    const res = await ask(who.maria, purchase.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: DEBITO_MSG.notEligible });
  });
});
