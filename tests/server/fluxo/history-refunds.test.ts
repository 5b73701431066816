import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fluxo } from '../../../domain/contract/fluxo';
import { toWireDate } from '../../../domain/dates';
import { addDays } from '../../../domain/sao-paulo-days';
import { cashFlowItems, transactions } from '../../../server/db/schema';
import { gestao, STAFF, staffLogin } from '../gestao/support';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get, memberIdOf, paidByPixInSandbox, post } from '../support/wallet';

let t: TestContext;
let financeiro: string;
let maria: string;
let mariaId: number;
const today = toWireDate(new Date());

beforeAll(async () => {
  t = await createTestApp();
  financeiro = await staffLogin(t, STAFF.financeiro);
  maria = await t.login(DEMO.maria);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

/** Fresh items of Maria's, due ahead (no fine), paid together by one sandbox PIX. */
async function paidTogether(name: string, amounts: number[]) {
  const dueAt = Date.now() + 5 * 86_400_000;
  const items = await t.database.db
    .insert(cashFlowItems)
    .values(
      amounts.map((amountCentavos, i) => ({
        memberId: mariaId,
        associationId: 428,
        kind: 'due',
        description: `${name} ${i + 1}`,
        dueAt: new Date(dueAt + i * 60_000),
        amountCentavos,
      })),
    )
    .returning();
  const ids = items.map((i) => i.id);
  const gatewayId = await paidByPixInSandbox(t, mariaId, ids);
  const [tx] = await t.database.db.select().from(transactions).where(eq(transactions.gatewayId, gatewayId));
  return { ids, tx: tx! };
}

const refund = async (id: number, body: object) => {
  const res = await gestao(t, financeiro, 'POST', `/payments/${id}/refund`, body);
  expect(res.statusCode, res.body).toBe(200);
};

/** Histórico's listing (listarFluxos), one row per item. */
async function listed(): Promise<Map<number, Fluxo>> {
  const res = await post(t, maria, '/api/fluxo/listarFluxos', {
    DATA_INICIAL: addDays(today, -30),
    DATA_FINAL: addDays(today, 30),
  });
  expect(res.statusCode, res.body).toBe(200);
  const rows = (res.json() as { FLUXOS: Fluxo[] }[]).flatMap((group) => group.FLUXOS);
  return new Map(rows.map((row) => [row.ID_FLUXO_DE_CAIXA, row]));
}

const wireDateTime = expect.stringMatching(new RegExp(`^${today.replaceAll('-', '')}T\\d{6}$`));

describe('Histórico marks the items whose payment was refunded (ESTORNO)', () => {
  it('an item staff reopened is pending again and says it was refunded, when and how much', async () => {
    const { ids, tx } = await paidTogether('Histórico reaberto', [6_500]);
    expect((await listed()).get(ids[0]!)).not.toHaveProperty('ESTORNO');
    await refund(tx.id, { reopenItem: true });
    const row = (await listed()).get(ids[0]!)!;
    expect(row.DATA_PAGAMENTO).toBe('');
    expect(row.ESTORNO).toEqual({ DATA: wireDateTime, VALOR: 65, VALOR_PAGO: 65 });
    // Its payment screen (obterFluxo) says the same.
    const alone = await post(t, maria, '/api/fluxo/obterFluxo', { ID_FLUXO_DE_CAIXA: ids[0] });
    expect(alone.json().FLUXO).toEqual(row);
  });

  it('a part refunded leaves the item paid and says how much of what it paid went back', async () => {
    const { ids, tx } = await paidTogether('Histórico em parte', [10_000]);
    await refund(tx.id, { reopenItem: false, amountCentavos: 2_500 });
    const row = (await listed()).get(ids[0]!)!;
    expect(row.DATA_PAGAMENTO).not.toBe('');
    expect(row.ESTORNO).toEqual({ DATA: wireDateTime, VALOR: 25, VALOR_PAGO: 100 });
  });

  it('a payment of several items: each item shows its own share of the refund', async () => {
    const { ids, tx } = await paidTogether('Histórico de dois', [7_000, 3_000]);
    await refund(tx.id, { reopenItem: true, amountCentavos: 5_000 });
    const rows = await listed();
    expect(rows.get(ids[0]!)!.ESTORNO).toMatchObject({ VALOR: 35, VALOR_PAGO: 70 });
    expect(rows.get(ids[1]!)!.ESTORNO).toMatchObject({ VALOR: 15, VALOR_PAGO: 30 });
  });

  it('an item paid again after its refund, and one whose payment stands, are not marked', async () => {
    const { ids, tx } = await paidTogether('Histórico pago de novo', [6_500]);
    const standing = await paidTogether('Histórico que fica pago', [4_000]);
    await refund(tx.id, { reopenItem: true });
    await paidByPixInSandbox(t, mariaId, ids);
    const rows = await listed();
    expect(rows.get(ids[0]!)!.DATA_PAGAMENTO).not.toBe('');
    expect(rows.get(ids[0]!)).not.toHaveProperty('ESTORNO');
    expect(rows.get(standing.ids[0]!)).not.toHaveProperty('ESTORNO');
  });
});

describe('"Em aberto" marks the items open again after a refund', () => {
  it('the reopened item says it was refunded; the others do not', async () => {
    const { ids, tx } = await paidTogether('Em aberto reaberto', [6_500]);
    await refund(tx.id, { reopenItem: true });
    const [never] = await t.database.db
      .insert(cashFlowItems)
      .values({
        memberId: mariaId,
        associationId: 428,
        kind: 'due',
        description: 'Em aberto nunca pago',
        dueAt: new Date(),
        amountCentavos: 6_500,
      })
      .returning();
    const open = (await get(t, maria, '/api/itens/abertos')).json() as {
      items: { id: number; refund?: unknown }[];
    };
    expect(open.items.find((i) => i.id === ids[0])!.refund).toEqual({
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      amountCentavos: 6_500,
      paidCentavos: 6_500,
    });
    expect(open.items.find((i) => i.id === never!.id)!.refund).toBeNull();
  });
});
