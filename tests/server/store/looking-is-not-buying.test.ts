import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawAbandonedPurchases } from '../../../server/cash-flow/withdraw-purchase';
import { cashFlowItems, products, transactions } from '../../../server/db/schema';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { pay, pinToken, post, VISA } from '../support/wallet';

let t: TestContext;
let maria: string;
let pedro: string;
let webinar: number;
beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(DEMO.maria);
  pedro = await t.login(DEMO.pedro);
  const [row] = await t.database.db.select().from(products).where(eq(products.hash, 'webinar-glaucoma'));
  webinar = row!.id;
});
afterAll(() => t.close());

const total = async (token: string) =>
  (await post(t, token, '/api/fluxo/pendenciaTotal360dias')).json().TOTAL as number;
const listedIds = async (token: string) => {
  const from = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
  const months = (await post(t, token, '/api/fluxo/listarFluxos', { DATA_INICIAL: from })).json() as {
    FLUXOS: { ID_FLUXO_DE_CAIXA: number }[];
  }[];
  return months.flatMap((m) => m.FLUXOS.map((f) => f.ID_FLUXO_DE_CAIXA));
};
const startBuying = async (token: string) =>
  (await post(t, token, '/api/fluxo/incluirFluxoProjeto', { ID_PROJETO: webinar })).json()
    .ID_FLUXO_DE_CAIXA as number;
const withdraw = (token: string | null, itemId: number) => post(t, token, `/api/itens/${itemId}/desistencia`);
const obter = (token: string, itemId: number) =>
  post(t, token, '/api/fluxo/obterFluxo', { ID_FLUXO_DE_CAIXA: itemId });

describe('looking is not buying', () => {
  it('a product started in the store counts toward nothing until paid, yet its payment screen opens it', async () => {
    const before = await total(maria);
    const itemId = await startBuying(maria);
    expect(await total(maria)).toBe(before);
    expect(await listedIds(maria)).not.toContain(itemId);
    expect((await obter(maria, itemId)).statusCode).toBe(200);

    const paid = await pay(t, maria, {
      ID_FLUXO_DE_CAIXA: itemId,
      TIPO: 'C',
      PARCELAS: 1,
      TOKEN_PIN: await pinToken(t, maria),
      CARTAO: VISA,
    });
    expect(paid.json().RESULTADO).toBe(true);
    expect(await listedIds(maria)).toContain(itemId);
    expect(await total(maria)).toBe(before);
  });
});

describe('Desistir', () => {
  it('withdraws the member’s unpaid purchase: gone from its screen, unpayable, and a new start opens a new item', async () => {
    const itemId = await startBuying(pedro);
    expect((await withdraw(pedro, itemId)).json()).toEqual({ ok: true });
    expect((await obter(pedro, itemId)).statusCode).toBe(404);
    const attempt = await pay(t, pedro, {
      ID_FLUXO_DE_CAIXA: itemId,
      TIPO: 'P',
      PARCELAS: 1,
      TOKEN_PIN: await pinToken(t, pedro, '2468'),
    });
    expect(attempt.json().RESULTADO).toBe(false);
    expect(await startBuying(pedro)).not.toBe(itemId);
  });

  it("refuses anything else: another member's item, an annuity, a withdrawn or paid one, no session", async () => {
    const itemId = await startBuying(pedro);
    const other = await withdraw(maria, itemId);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ ok: false, message: 'Recurso não encontrado.' });
    const [annuity] = await t.database.db
      .select()
      .from(cashFlowItems)
      .where(eq(cashFlowItems.kind, 'annuity'));
    expect((await withdraw(pedro, annuity!.id)).statusCode).toBe(404);
    expect((await withdraw(null, itemId)).statusCode).toBe(401);
    expect((await withdraw(pedro, itemId)).statusCode).toBe(200);
    expect((await withdraw(pedro, itemId)).statusCode).toBe(404);
    expect((await post(t, pedro, '/api/itens/abc/desistencia')).statusCode).toBe(400);
  });
});

describe('purchases left unpaid', () => {
  it('are withdrawn a day after they started unless a PIX or boleto of theirs can still be paid', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 25 * 3_600_000);
    const [memberRow] = await t.database.db.select().from(cashFlowItems).limit(1);
    const insert = async (createdAt: Date) => {
      const [row] = await t.database.db
        .insert(cashFlowItems)
        .values({
          memberId: memberRow!.memberId,
          associationId: 428,
          productId: webinar,
          kind: 'product',
          description: 'Abandonado',
          dueAt: createdAt,
          amountCentavos: 9000,
          createdAt,
        })
        .returning({ id: cashFlowItems.id });
      return row!.id;
    };
    const abandoned = await insert(old);
    const recent = await insert(new Date(now.getTime() - 3_600_000));
    const withLivePix = await insert(old);
    await t.database.db.insert(transactions).values({
      itemId: withLivePix,
      method: 'P',
      amountCentavos: 9000,
      accessHash: `teste-${withLivePix}`,
      pixExpiresAt: new Date(now.getTime() + 600_000),
    });

    await withdrawAbandonedPurchases(t.database.db, now);
    const state = async (id: number) =>
      (await t.database.db.select().from(cashFlowItems).where(eq(cashFlowItems.id, id)))[0]!.cancelReason;
    expect(await state(abandoned)).toBe('Pagamento não concluído');
    expect(await state(recent)).toBeNull();
    expect(await state(withLivePix)).toBeNull();
    expect((await withdrawAbandonedPurchases(t.database.db, now)).withdrawn).toBe(0);
  });
});
