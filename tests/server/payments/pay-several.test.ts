import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toWireDate } from '../../../domain/dates';
import { addDays, startOfDay } from '../../../domain/sao-paulo-days';
import { parsePixBrCode } from '../../../server/gateways/payment/brcode';
import {
  cashFlowItems,
  issuedDocuments,
  outboundMessages,
  transactionItems,
  transactions,
} from '../../../server/db/schema';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { amountTodayOf, get, memberIdOf, pay, pinToken, VISA } from '../support/wallet';

let t: TestContext;
let maria: string;
let pin: string;
let mariaId: number;
const today = toWireDate(new Date());
const noonOf = (day: string) => new Date(startOfDay(day).getTime() + 12 * 3_600_000);

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(DEMO.maria);
  pin = await pinToken(t, maria);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

/** Two fresh dues of Maria's: one overdue (priced with fine and interest), one ahead. */
async function twoDues(associationId = 428) {
  return t.database.db
    .insert(cashFlowItems)
    .values([
      {
        memberId: mariaId,
        associationId: 428,
        kind: 'due',
        description: 'Taxa A',
        dueAt: noonOf(addDays(today, -15)),
        amountCentavos: 10_000,
      },
      {
        memberId: mariaId,
        associationId,
        kind: 'due',
        description: 'Taxa B',
        dueAt: noonOf(addDays(today, 20)),
        amountCentavos: 4_000,
      },
    ])
    .returning();
}

const paySet = (ids: number[], extra: object = {}, key = crypto.randomUUID()) =>
  pay(
    t,
    maria,
    { ID_FLUXO_DE_CAIXA: ids[0]!, ID_FLUXOS_DE_CAIXA: ids, TIPO: 'P', TOKEN_PIN: pin, ...extra },
    { 'Idempotency-Key': key },
  );

const itemsByIds = (ids: number[]) =>
  t.database.db.select().from(cashFlowItems).where(inArray(cashFlowItems.id, ids)).orderBy(cashFlowItems.id);

describe('several items in one payment', () => {
  it('one PIX for the sum of what each costs today settles each item once', async () => {
    const [a, b] = await twoDues();
    const ids = [a!.id, b!.id];
    const amountA = await amountTodayOf(t, maria, a!.id);
    expect(amountA).toBeGreaterThan(10_000);
    const totalBefore = (await get(t, maria, '/api/fluxo/pendenciaTotal360dias')).json().TOTAL as number;

    const res = await paySet(ids);
    expect(res.statusCode, res.body).toBe(200);
    const { TRANSACAO } = res.json();
    expect(parsePixBrCode(TRANSACAO.PIX_QRCODE).amountCentavos).toBe(amountA + 4_000);
    const shares = await t.database.db
      .select()
      .from(transactionItems)
      .innerJoin(transactions, eq(transactions.id, transactionItems.transactionId))
      .where(eq(transactions.gatewayId, TRANSACAO.ID_ZOOP_TRANSACAO));
    expect(
      shares.map((s) => [s.transaction_items.itemId, s.transaction_items.amountCentavos]).sort(),
    ).toEqual(
      [
        [a!.id, amountA],
        [b!.id, 4_000],
      ].sort(),
    );

    // Asked again (a reload, a double click with a new key): the same PIX, not a second charge.
    const again = (await paySet(ids)).json();
    expect(again.TRANSACAO.ID_ZOOP_TRANSACAO).toBe(TRANSACAO.ID_ZOOP_TRANSACAO);

    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/pix/${TRANSACAO.ID_ZOOP_TRANSACAO}/pagar`,
    });
    expect(paid.json()).toEqual({ RESULTADO: true, STATUS: 'succeeded' });
    const [rowA, rowB] = await itemsByIds(ids);
    expect(rowA).toMatchObject({ paidCentavos: amountA, paymentLockedUntil: null });
    expect(rowB).toMatchObject({ paidCentavos: 4_000 });
    expect(rowA!.paidAt).not.toBeNull();
    expect(rowB!.paidAt).not.toBeNull();
    const totalAfter = (await get(t, maria, '/api/fluxo/pendenciaTotal360dias')).json().TOTAL as number;
    expect(Math.round(totalBefore * 100) - Math.round(totalAfter * 100)).toBe(amountA + 4_000);

    // One receipt for the payment, naming each item with its share.
    const [settled] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.gatewayId, TRANSACAO.ID_ZOOP_TRANSACAO));
    const [receipt] = await t.database.db
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.transactionId, settled!.id));
    const payload = receipt!.payload as { items: { description: string }[] };
    expect(payload.items.map((item) => item.description)).toEqual(['Taxa A', 'Taxa B']);
    const mails = await t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.recipient, DEMO.maria.usuario));
    const mail = mails.find((m) => m.body.includes(TRANSACAO.ID_ZOOP_TRANSACAO));
    expect(mail!.body).toContain('Confirmamos o pagamento de 2 itens');
    expect(mail!.body).toMatch(/- Taxa A: R\$\s[\d.,]+\n- Taxa B: R\$\s40,00/);

    // Paying the set once more is refused: its items are paid.
    expect((await paySet(ids)).json()).toEqual({ RESULTADO: false, MSG: 'Este item já foi pago.' });
  });

  it('a retried request with the same key is answered once; a card pays the set in installments', async () => {
    const [a, b] = await twoDues();
    const ids = [a!.id, b!.id];
    const key = crypto.randomUUID();
    const card = { TIPO: 'C', PARCELAS: 2, CARTAO: { ...VISA, SALVAR: false } };
    const [first, second] = await Promise.all([paySet(ids, card, key), paySet(ids, card, key)]);
    const bodies = [first!.json(), second!.json()];
    const approved = bodies.filter((body) => body.RESULTADO === true);
    expect(approved.length).toBeGreaterThanOrEqual(1);
    for (const body of approved) expect(body.TRANSACAO.STATUS).toBe('succeeded');
    const succeeded = await t.database.db
      .select()
      .from(transactions)
      .where(inArray(transactions.itemId, ids));
    expect(succeeded.filter((tx) => tx.status === 'succeeded')).toHaveLength(1);
    expect(succeeded[0]).toMatchObject({ installments: 2 });
    expect((await itemsByIds(ids)).every((item) => item.paidAt !== null)).toBe(true);
  });

  it("pays nobody's set but the member's own, unpaid, of one association", async () => {
    const [a, b] = await twoDues();
    const pedroId = await memberIdOf(t, DEMO.pedro.usuario);
    const [foreign] = await t.database.db
      .insert(cashFlowItems)
      .values({
        memberId: pedroId,
        associationId: 428,
        kind: 'due',
        description: 'Do Pedro',
        dueAt: noonOf(today),
        amountCentavos: 1_000,
      })
      .returning();
    const before = await t.database.db.select().from(transactions);

    expect((await paySet([a!.id, foreign!.id])).statusCode).toBe(404);
    const [, otherAssociation] = await twoDues(1024839);
    expect((await paySet([a!.id, otherAssociation!.id])).json()).toEqual({
      RESULTADO: false,
      MSG: 'Selecione itens de uma mesma associação para pagá-los juntos.',
    });
    const wrongFirst = await pay(t, maria, {
      ID_FLUXO_DE_CAIXA: b!.id,
      ID_FLUXOS_DE_CAIXA: [a!.id, b!.id],
      TIPO: 'P',
      TOKEN_PIN: pin,
    });
    expect(wrongFirst.statusCode).toBe(400);
    expect((await paySet([a!.id, b!.id], { TOKEN_PIN: undefined })).json().RESULTADO).toBe(false);
    expect(await t.database.db.select().from(transactions)).toHaveLength(before.length);
  });

  it('a payment whose item another payment settled first pays none of its items', async () => {
    const [a, b] = await twoDues();
    const alone = (await pay(t, maria, { ID_FLUXO_DE_CAIXA: a!.id, TIPO: 'P', TOKEN_PIN: pin })).json();
    const together = (await paySet([a!.id, b!.id])).json();
    await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/pix/${alone.TRANSACAO.ID_ZOOP_TRANSACAO}/pagar`,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/pix/${together.TRANSACAO.ID_ZOOP_TRANSACAO}/pagar`,
    });

    const [rowA, rowB] = await itemsByIds([a!.id, b!.id]);
    expect(rowA!.paidAt).not.toBeNull();
    // B stays open: the set's payment is a duplicate (to be refunded), not a payment of B alone.
    expect(rowB!.paidAt).toBeNull();
    const [set] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.gatewayId, together.TRANSACAO.ID_ZOOP_TRANSACAO));
    expect(set).toMatchObject({ status: 'failed', failureMessage: 'duplicado' });
  });
});
