import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEBITO_MSG } from '../../../domain/debito-automatico-messages';
import { cashFlowItems, recurringAuthorizations, transactions } from '../../../server/db/schema';
import { parsePixBrCode } from '../../../server/gateways/payment/brcode';
import { CONGRESSO, openPurchase, post as postAccess } from '../support/purchase';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get, insertItem, memberIdOf, pay, pinToken, post } from '../support/wallet';

/** Pix Automático as a checkout method (TIPO A) on the sandbox gateway: offer, refusals, Jornada 3. */
let t: TestContext;
let [maria, pedro, mariaId] = ['', '', 0];

beforeAll(async () => {
  t = await createTestApp();
  [maria, pedro] = [await t.login(DEMO.maria), await t.login(DEMO.pedro)];
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

const offer = async (token: string, itemId: number) =>
  get(t, token, `/api/debito-automatico/oferta/${itemId}`);
const payA = async (itemIds: number[]) =>
  pay(t, maria, {
    ID_FLUXO_DE_CAIXA: itemIds[0]!,
    ...(itemIds.length > 1 ? { ID_FLUXOS_DE_CAIXA: itemIds } : {}),
    TIPO: 'A',
    PARCELAS: 1,
    TOKEN_PIN: await pinToken(t, maria),
  });
const itemRow = async (id: number) =>
  (await t.database.db.select().from(cashFlowItems).where(eq(cashFlowItems.id, id)))[0]!;
const authorizationsOf = (memberId: number) =>
  t.database.db.select().from(recurringAuthorizations).where(eq(recurringAuthorizations.memberId, memberId));

describe('Pix Automático in the checkout', () => {
  it('is offered for a single due of an association with Pix Automático, not for a purchase nor another member', async () => {
    const due = await insertItem(t, {
      memberId: mariaId,
      description: 'Mensalidade A',
      amountCentavos: 6_500,
    });
    const purchase = await insertItem(t, {
      memberId: mariaId,
      description: 'Curso',
      amountCentavos: 10_000,
      kind: 'product',
    });
    expect((await offer(maria, due.id)).json()).toEqual({ offered: true, reason: null });
    expect((await offer(maria, purchase.id)).json()).toEqual({
      offered: false,
      reason: DEBITO_MSG.notEligible,
    });
    expect((await offer(pedro, due.id)).statusCode).toBe(404);
    expect((await offer(maria, 0)).statusCode).toBe(400);
  });

  it('refuses a purchase and a set of items before any attempt is recorded', async () => {
    const purchase = await insertItem(t, {
      memberId: mariaId,
      description: 'Webinar',
      amountCentavos: 5_000,
      kind: 'product',
    });
    const a = await insertItem(t, { memberId: mariaId, description: 'Mensalidade B', amountCentavos: 6_500 });
    const b = await insertItem(t, { memberId: mariaId, description: 'Mensalidade C', amountCentavos: 6_500 });
    const before = (await t.database.db.select().from(transactions)).length;
    expect((await payA([purchase.id])).json()).toEqual({ RESULTADO: false, MSG: DEBITO_MSG.notEligible });
    expect((await payA([a.id, b.id])).json()).toEqual({ RESULTADO: false, MSG: DEBITO_MSG.oneItemOnly });
    expect((await t.database.db.select().from(transactions)).length).toBe(before);
    expect(await authorizationsOf(mariaId)).toEqual([]);
  });

  it('one QR pays the due as a PIX and authorizes; the bank approves; a second one is refused', async () => {
    const due = await insertItem(t, {
      memberId: mariaId,
      description: 'Mensalidade D',
      amountCentavos: 6_500,
    });
    const res = await payA([due.id]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ RESULTADO: true, TRANSACAO: { STATUS: 'pending' } });
    const pix = parsePixBrCode(body.TRANSACAO.PIX_QRCODE);
    expect(pix.valid, pix.error).toBe(true);
    expect(pix.amountCentavos).toBe(6_500);

    const [tx] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.gatewayId, body.TRANSACAO.ID_ZOOP_TRANSACAO));
    expect(tx).toMatchObject({ method: 'P', itemId: due.id, amountCentavos: 6_500 });
    const [authorization] = await authorizationsOf(mariaId);
    expect(authorization).toMatchObject({
      associationId: 428,
      itemKind: 'due',
      status: 'pending',
      limitCentavos: 6_500,
      firstTransactionId: tx!.id,
    });

    // While it lives, no second one for the association's dues: neither offered nor taken.
    const next = await insertItem(t, {
      memberId: mariaId,
      description: 'Mensalidade E',
      amountCentavos: 6_500,
    });
    expect((await offer(maria, next.id)).json()).toEqual({ offered: false, reason: DEBITO_MSG.alreadyLive });
    expect((await payA([next.id])).json()).toEqual({ RESULTADO: false, MSG: DEBITO_MSG.alreadyLive });

    const approved = await post(t, null, `/api/sandbox/debito-automatico/rec/${authorization!.gatewayId}`, {
      approve: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await itemRow(due.id)).paidAt).not.toBeNull();
    const status = await t.app.inject({
      method: 'POST',
      url: '/api/fluxo/verificarTransacao',
      headers: t.auth(maria),
      payload: { ID_ZOOP_TRANSACAO: body.TRANSACAO.ID_ZOOP_TRANSACAO },
    });
    expect(status.json()).toMatchObject({ STATUS: 'succeeded' });
    const list = (await get(t, maria, '/api/debito-automatico')).json();
    expect(list.authorizations[0]).toMatchObject({
      id: authorization!.id,
      status: 'active',
      itemKind: 'due',
    });
  });

  it("is never taken in a buyer's checkout", async () => {
    const p = await openPurchase(t);
    const res = await postAccess(t, 'efetuarTransacaoDireta', {
      ID_FLUXO_DE_CAIXA: p.id,
      HASH: CONGRESSO,
      REFERENCIA: p.ref,
      ID_EMITENTE_ML: 428,
      TIPO: 'A',
      PARCELAS: 1,
    });
    expect(res.json()).toEqual({ RESULTADO: false, MSG: DEBITO_MSG.notForBuyers });
  });
});
