import { businessDayOnOrAfter } from '../../../domain/business-days';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toWireDate } from '../../../domain/dates';
import { addDays, startOfDay } from '../../../domain/sao-paulo-days';
import { cashFlowItems, associations } from '../../../server/db/schema';
import { openItemsOf } from '../../../server/dues/open-items';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get, memberIdOf } from '../support/wallet';

let t: TestContext;
let maria: string;
let mariaId: number;
const today = toWireDate(new Date());
const noonOf = (day: string) => new Date(startOfDay(day).getTime() + 12 * 3_600_000);

type OpenItemsBody = {
  totalCentavos: number;
  items: Array<{
    id: number;
    amountCentavos: number;
    fineCentavos: number;
    promoUntil: string | null;
    afterPromoCentavos?: number | null;
  }>;
};
const emAberto = async (token: string) => {
  const res = await get(t, token, '/api/itens/abertos');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OpenItemsBody;
};

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(DEMO.maria);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

describe('GET /api/itens/abertos ("Em aberto")', () => {
  it("lists every pending item Home's total counts, and their sum is that total", async () => {
    const open = await emAberto(maria);
    // Maria: one monthly due overdue since last month and six ahead.
    expect(open.items).toHaveLength(7);
    const total = (await get(t, maria, '/api/fluxo/pendenciaTotal360dias')).json() as { TOTAL: number };
    expect(open.totalCentavos).toBe(Math.round(total.TOTAL * 100));
    expect(open.items.reduce((sum, item) => sum + item.amountCentavos, 0)).toBe(open.totalCentavos);
    const [overdue] = open.items;
    expect(overdue).toMatchObject({ priceCentavos: 6_500, fineCentavos: 130, daysLate: expect.any(Number) });
    expect(overdue!.amountCentavos).toBeGreaterThan(6_630);
  });

  it('answers 401 without a session and shows no one else’s items', async () => {
    expect((await get(t, null, '/api/itens/abertos')).statusCode).toBe(401);
    const pedro = await t.login(DEMO.pedro);
    const ids = new Set((await emAberto(maria)).items.map((item) => item.id));
    expect((await emAberto(pedro)).items.some((item) => ids.has(item.id))).toBe(false);
  });

  it("says the normal price after an early one: Pedro's annuity, R$ 530,40 then R$ 624,00", async () => {
    const [annuity] = (await emAberto(await t.login(DEMO.pedro))).items;
    expect(annuity).toMatchObject({ amountCentavos: 53_040, afterPromoCentavos: 62_400 });
    expect(annuity!.promoUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Maria's dues have no early price, so no price after one.
    expect((await emAberto(maria)).items.every((item) => item.afterPromoCentavos === null)).toBe(true);
  });
});

describe('openItemsOf with a clock', () => {
  it('prices an annuity the day before, of and after its early-payment date and its due date', async () => {
    const promoUntil = addDays(today, 10);
    // A business day: one on a weekend or holiday is late only after the business day it moves to.
    const dueDay = businessDayOnOrAfter(addDays(today, 40));
    const [annuity] = await t.database.db
      .insert(cashFlowItems)
      .values({
        memberId: mariaId,
        associationId: 428,
        kind: 'annuity',
        description: 'Anuidade de teste',
        dueAt: noonOf(dueDay),
        amountCentavos: 78_000,
        promoCentavos: 66_300,
        promoUntil,
      })
      .returning();
    const on = async (day: string) => {
      const open = await openItemsOf(t.app.db, mariaId, noonOf(day));
      return open.items.find((item) => item.id === annuity!.id)!.due;
    };
    expect(await on(addDays(promoUntil, -1))).toMatchObject({
      totalCentavos: 66_300,
      promo: { until: promoUntil },
    });
    expect(await on(promoUntil)).toMatchObject({ totalCentavos: 66_300 });
    expect(await on(addDays(promoUntil, 1))).toMatchObject({ totalCentavos: 78_000, promo: null });
    expect(await on(dueDay)).toMatchObject({ totalCentavos: 78_000, fineCentavos: 0 });
    expect(await on(addDays(dueDay, 1))).toMatchObject({
      fineCentavos: 1_560,
      interestCentavos: 26,
      totalCentavos: 79_586,
    });

    // The association's own rules: 1 % fine, no interest.
    await t.database.db
      .update(associations)
      .set({ lateFineBps: 100, monthlyInterestBps: 0 })
      .where(eq(associations.id, 428));
    expect(await on(addDays(dueDay, 30))).toMatchObject({
      fineCentavos: 780,
      interestCentavos: 0,
      totalCentavos: 78_780,
    });
    await t.database.db
      .update(associations)
      .set({ lateFineBps: 200, monthlyInterestBps: 100 })
      .where(eq(associations.id, 428));
    await t.database.db.delete(cashFlowItems).where(eq(cashFlowItems.id, annuity!.id));
  });

  it('leaves out store purchases, cancelled items and anything beyond 360 days', async () => {
    const before = await openItemsOf(t.app.db, mariaId);
    const values = { memberId: mariaId, associationId: 428, description: 'fora', amountCentavos: 1_000 };
    await t.database.db.insert(cashFlowItems).values([
      { ...values, kind: 'product', dueAt: noonOf(today) },
      { ...values, kind: 'due', dueAt: noonOf(today), cancelledAt: new Date() },
      { ...values, kind: 'due', dueAt: noonOf(addDays(today, 361)) },
    ]);
    const after = await openItemsOf(t.app.db, mariaId);
    expect(after.items.map((item) => item.id)).toEqual(before.items.map((item) => item.id));
    expect(after.totalCentavos).toBe(before.totalCentavos);
  });
});
