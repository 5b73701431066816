import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toWireDate } from '../../../domain/dates';
import { addDays } from '../../../domain/sao-paulo-days';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { insertItem, memberIdOf, paidByPixInSandbox, post } from '../support/wallet';

/**
 * Issue 28 item 5: an item paid today but due next month was in no tab of the history, whose
 * periods were read on the due date. A paid item belongs to the period of its payment date.
 */
let t: TestContext;
let maria: string;
let mariaId: number;
const today = toWireDate(new Date());

type Fluxo = { ID_FLUXO_DE_CAIXA: number; DATA_VENCIMENTO: string; DATA_PAGAMENTO: string };
type Group = { MES: number; ANO: number; FLUXOS: Fluxo[] };

/** The history tab of N days, as the app asks for it. */
const historyOf = async (days: number) => {
  const res = await post(t, maria, '/api/fluxo/listarFluxos', {
    DATA_INICIAL: addDays(today, -days),
    DATA_FINAL: today,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Group[];
};
const ids = (groups: Group[]) => groups.flatMap((g) => g.FLUXOS.map((f) => f.ID_FLUXO_DE_CAIXA));

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(DEMO.maria);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

describe('history periods (listarFluxos from today − N to today)', () => {
  it('shows an item paid today but due in 40 days in the 30-day tab, in this month, and in every longer tab', async () => {
    const item = await insertItem(t, {
      memberId: mariaId,
      description: 'Contribuição adiantada',
      amountCentavos: 6_500,
      dueInDays: 40,
    });
    expect(ids(await historyOf(30))).not.toContain(item.id); // not paid yet: due in the future

    await paidByPixInSandbox(t, mariaId, [item.id]);

    for (const days of [30, 60, 90, 180, 360]) expect(ids(await historyOf(days))).toContain(item.id);
    const groups = await historyOf(30);
    const group = groups.find((g) => g.FLUXOS.some((f) => f.ID_FLUXO_DE_CAIXA === item.id))!;
    expect(`${group.ANO}-${String(group.MES).padStart(2, '0')}`).toBe(today.slice(0, 7));
    const listed = group.FLUXOS.find((f) => f.ID_FLUXO_DE_CAIXA === item.id)!;
    expect(listed.DATA_PAGAMENTO.slice(0, 8)).toBe(today.replaceAll('-', ''));
    expect(listed.DATA_VENCIMENTO.slice(0, 8)).toBe(addDays(today, 40).replaceAll('-', ''));
  });

  it('puts a paid item in the period of its payment, not of its due date', async () => {
    // Due 10 days ago, paid 45 days ago: paid outside the last 30 days, inside the last 60.
    const early = await insertItem(t, {
      memberId: mariaId,
      description: 'Paga antes do vencimento',
      amountCentavos: 6_500,
      dueInDays: -10,
      paidAt: new Date(Date.now() - 45 * 86_400_000),
      paidCentavos: 6_500,
    });
    expect(ids(await historyOf(30))).not.toContain(early.id);
    expect(ids(await historyOf(60))).toContain(early.id);
  });

  it('keeps an unpaid item on its due date: overdue ones in, upcoming ones out', async () => {
    const overdue = await insertItem(t, {
      memberId: mariaId,
      description: 'Vencida',
      amountCentavos: 6_500,
      dueInDays: -3,
    });
    const upcoming = await insertItem(t, {
      memberId: mariaId,
      description: 'A vencer',
      amountCentavos: 6_500,
      dueInDays: 3,
    });
    const listed = ids(await historyOf(30));
    expect(listed).toContain(overdue.id);
    expect(listed).not.toContain(upcoming.id);
  });

  it('orders each tab by the day each item sits on (payment, else due), month by month', async () => {
    const groups = await historyOf(360);
    const days = groups.flatMap((g) =>
      g.FLUXOS.map((f) => {
        const day = (f.DATA_PAGAMENTO || f.DATA_VENCIMENTO).slice(0, 8);
        expect(Number(day.slice(0, 4))).toBe(g.ANO);
        expect(Number(day.slice(4, 6))).toBe(g.MES);
        return day;
      }),
    );
    expect(days.length).toBeGreaterThan(3);
    expect(days).toEqual([...days].sort());
    expect(new Set(groups.map((g) => `${g.ANO}-${g.MES}`)).size).toBe(groups.length);
  });
});
