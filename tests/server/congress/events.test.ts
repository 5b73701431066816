import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MSG } from '../../../domain/congress-messages';
import type { EventBody, GestaoEvent } from '../../../domain/contract/gestao-events';
import { DEMO_CONGRESS_HASH } from '../../../server/congress/demo-congress';
import { auditLog, cashFlowItems } from '../../../server/db/schema';
import { payItem } from '../../../server/payments/pay-item';
import { findPublicProduct } from '../../../server/purchases/public-product';
import { listStoreProducts } from '../../../server/store/store-products';
import { staffTokens, type StaffTokens } from '../gestao/staff-tokens';
import { gestao } from '../gestao/support';
import { createTestApp, type TestContext } from '../support/test-app';
import { insertItem, memberIdOf } from '../support/wallet';

let t: TestContext;
let tokens: StaffTokens;
let maria: number;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
  maria = await memberIdOf(t, 'membro@exemplo.com.br');
});
afterAll(() => t.close());

const jornada = (over: Partial<EventBody> = {}): EventBody => ({
  name: 'Jornada Demo de Glaucoma 2027',
  description: '<p>Um dia de glaucoma.</p>',
  startsAt: '2027-05-14T08:00:00-03:00',
  endsAt: '2027-05-15T12:00:00-03:00',
  place: 'Hotel Demo, Campinas - SP',
  capacity: 120,
  hours: 12,
  points: 8,
  minAttendancePercent: 75,
  sessions: [
    { day: '2027-05-14', startsAt: '08:00', endsAt: '18:00' },
    { day: '2027-05-15', startsAt: '08:00', endsAt: '12:00' },
  ],
  prices: [
    { categoryId: 601, amountCentavos: 40_000 },
    { categoryId: 501, amountCentavos: 30_000 },
  ],
  lots: [{ categoryId: 601, lastDay: '2027-02-28', amountCentavos: 32_000 }],
  ...over,
});

const createEvent = async (over: Partial<EventBody> = {}): Promise<GestaoEvent> => {
  const res = await gestao(t, tokens.gestor, 'POST', '/events', jornada(over));
  expect(res.statusCode).toBe(201);
  return res.json().event as GestaoEvent;
};

describe('Eventos: staff create and list events', () => {
  it('"Novo evento" makes a store product with the event, its sessions and lots', async () => {
    const event = await createEvent();
    expect(event).toMatchObject({
      name: 'Jornada Demo de Glaucoma 2027',
      place: 'Hotel Demo, Campinas - SP',
      startsAt: '2027-05-14T11:00:00.000Z',
      capacity: 120,
      registrations: 0,
      soldOut: false,
      hours: 12,
      points: 8,
      minAttendancePercent: 75,
      sessions: [
        { day: '2027-05-14', startsAt: '08:00', endsAt: '18:00' },
        { day: '2027-05-15', startsAt: '08:00', endsAt: '12:00' },
      ],
      lots: [{ categoryId: 601, lastDay: '2027-02-28', amountCentavos: 32_000 }],
    });
    expect(event.hash).toMatch(/^jornada-demo-de-glaucoma-2027-[0-9a-f]{8}$/);
    const list = await gestao(t, tokens.gestor, 'GET', '/events');
    expect(list.json().events.map((e: GestaoEvent) => e.id)).toContain(event.id);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'event'));
    expect(audit.map((a) => a.action)).toContain('event.created');
    // The member store offers it at the lot price of the day.
    const store = await listStoreProducts(t.database.db, maria, {
      productId: event.productId,
      now: new Date('2027-01-10T12:00:00Z'),
    });
    expect(store[0]).toMatchObject({ priceCentavos: 32_000, onSale: true });
  });

  it('refuses what cannot be: the end before the start, a session off the dates, a lot without a price', async () => {
    const cases: [Partial<EventBody>, string][] = [
      [{ endsAt: '2027-05-13T08:00:00-03:00' }, EVENT_MSG.datesInvalid],
      [{ sessions: [{ day: '2027-05-20', startsAt: '08:00', endsAt: '12:00' }] }, EVENT_MSG.sessionInvalid],
      [{ sessions: [{ day: '2027-05-14', startsAt: '12:00', endsAt: '08:00' }] }, EVENT_MSG.sessionInvalid],
      [{ lots: [{ categoryId: 2701, lastDay: '2027-02-28', amountCentavos: 1_000 }] }, EVENT_MSG.lotInvalid],
      [{ lots: [{ categoryId: 601, lastDay: '2027-06-01', amountCentavos: 1_000 }] }, EVENT_MSG.lotInvalid],
      [{ minAttendancePercent: 101 }, EVENT_MSG.percentInvalid],
    ];
    for (const [over, message] of cases) {
      const res = await gestao(t, tokens.gestor, 'POST', '/events', jornada(over));
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ ok: false, message });
    }
  });

  it('ownership: another association never sees the event, financeiro has no Eventos', async () => {
    const mine = await createEvent({ name: 'Curso Demo Só da 428' });
    const psi = await gestao(t, tokens.psi, 'GET', '/events');
    expect(psi.statusCode).toBe(200);
    expect(psi.json().events.map((e: GestaoEvent) => e.id)).not.toContain(mine.id);
    expect((await gestao(t, tokens.financeiro, 'GET', '/events')).statusCode).toBe(403);
    expect((await gestao(t, null, 'GET', '/events')).statusCode).toBe(401);
  });
});

describe('Eventos: lots by date', () => {
  const priceOn = async (iso: string) => {
    const product = await findPublicProduct(t.database.db, DEMO_CONGRESS_HASH, new Date(iso));
    return Object.fromEntries(product!.prices.map((p) => [p.categoryId, p.amountCentavos]));
  };

  it('the demo congress costs the 1st lot until 31/03, the 2nd until 30/06, then the full price', async () => {
    expect(await priceOn('2027-03-31T23:00:00-03:00')).toEqual({ 2701: 35_000, 501: 45_000, 601: 70_000 });
    expect(await priceOn('2027-04-01T00:30:00-03:00')).toEqual({ 2701: 40_000, 501: 52_000, 601: 80_000 });
    expect(await priceOn('2027-07-01T09:00:00-03:00')).toEqual({ 2701: 45_000, 501: 60_000, 601: 90_000 });
  });
});

describe('Eventos: Vagas', () => {
  it('the last seat under 50 concurrent purchases: exactly one payment starts, the others read "Esgotado"', async () => {
    const event = await createEvent({ name: 'Curso Demo de Uma Vaga', capacity: 1, lots: [] });
    const items = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        insertItem(t, {
          memberId: maria,
          kind: 'product',
          productId: event.productId,
          description: `Curso Demo de Uma Vaga ${i}`,
          amountCentavos: 40_000,
        }),
      ),
    );
    const outcomes = await Promise.all(
      items.map((item) =>
        payItem(t.app, { memberId: maria, itemIds: [item.id], method: 'pix', installments: 1 }),
      ),
    );
    const started = outcomes.filter((o) => o.ok && o.value.accepted);
    const soldOut = outcomes.filter(
      (o) => o.ok && !o.value.accepted && o.value.message === EVENT_MSG.soldOutRefusal,
    );
    expect(started).toHaveLength(1);
    expect(soldOut).toHaveLength(49);
    const [listed] = (await gestao(t, tokens.gestor, 'GET', '/events'))
      .json()
      .events.filter((e: GestaoEvent) => e.id === event.id);
    expect(listed.soldOut).toBe(true);
  });

  it('a cancelled registration gives its seat back', async () => {
    const event = await createEvent({ name: 'Curso Demo Devolvido', capacity: 1, lots: [] });
    const item = (id: number) => ({
      memberId: maria,
      kind: 'product',
      productId: event.productId,
      description: `Devolvido ${id}`,
      amountCentavos: 40_000,
    });
    const first = await insertItem(t, item(1));
    const second = await insertItem(t, item(2));
    const pix = (itemId: number) =>
      payItem(t.app, { memberId: maria, itemIds: [itemId], method: 'pix', installments: 1 });
    expect((await pix(first.id)).ok && (await pix(first.id))).toMatchObject({ value: { accepted: true } });
    expect(await pix(second.id)).toMatchObject({
      ok: true,
      value: { accepted: false, message: EVENT_MSG.soldOutRefusal },
    });
    await t.database.db
      .update(cashFlowItems)
      .set({ cancelledAt: new Date() })
      .where(eq(cashFlowItems.id, first.id));
    expect(await pix(second.id)).toMatchObject({ ok: true, value: { accepted: true } });
  });
});
