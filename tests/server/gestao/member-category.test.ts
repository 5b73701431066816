import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_CHANGE_TEXT, MEMBERS_MSG } from '../../../domain/gestao-members-messages';
import { addDays, todayInSaoPaulo } from '../../../domain/sao-paulo-days';
import { auditLog, cashFlowItems } from '../../../server/db/schema';
import { memberStandings } from '../../../server/documents/member-standing';
import { createFirstAnnuity } from '../../../server/dues/annuities';
import { scheduledCategoriesJob } from '../../../server/jobs/definitions';
import { jobContextAt } from '../dues/job-context';
import { createTestApp, type TestContext } from '../support/test-app';
import { memberOf, membershipOf, staffTokens, type StaffTokens } from './gestao-fixtures';
import { gestao } from './support';

/**
 * Issue 28 item 4: "Alterar categoria" dated 01/01/2027 applied at once and replaced the
 * membership's start ("Desde 01/03/2015") by the change date. The start stays; a future change is
 * scheduled and applied on its day by the `categorias` job, annuities re-priced from then.
 */
const OFTALMO = 428;
const TITULAR = 601;
const RESIDENTE = 2701;
const ASPIRANTE = 501;
/** Far enough ahead that the test means the same whenever it runs. */
const NEW_YEAR = '2031-01-01';

let t: TestContext;
let tokens: StaffTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
});
afterAll(() => t.close());

const today = () => todayInSaoPaulo();
const change = (memberId: number, categoryId: number, since: string, token = tokens.gestor) =>
  gestao(t, token, 'PUT', `/members/${memberId}/category`, { categoryId, since });
const pageOf = async (memberId: number) =>
  (await gestao(t, tokens.gestor, 'GET', `/members/${memberId}`)).json() as {
    categoryId: number;
    categoryName: string;
    since: string;
    categories: {
      categoryId: number;
      categoryName: string;
      from: string;
      to: string | null;
      scheduled: boolean;
    }[];
  };
const categoriesJobOn = (day: string) =>
  scheduledCategoriesJob.run(jobContextAt(t, `${day}T15:00:00Z`)) as Promise<{
    applied: number;
    repriced: number;
  }>;
const annuitiesOf = (memberId: number) =>
  t.database.db
    .select()
    .from(cashFlowItems)
    .where(and(eq(cashFlowItems.memberId, memberId), eq(cashFlowItems.kind, 'annuity')))
    .orderBy(asc(cashFlowItems.dueAt));

/** An active Titular since 2024-01-15 with this year's annuity open. */
async function titular() {
  const m = await memberOf(t, OFTALMO, { categoryId: TITULAR });
  await createFirstAnnuity(t.database.db, {
    id: m.membershipId,
    associationId: OFTALMO,
    categoryId: TITULAR,
  });
  return m;
}

describe('a category change dated after today is scheduled, not applied', () => {
  it('keeps the category, its start and the membership start; shows the change in the history; re-prices nothing yet', async () => {
    const m = await titular();
    const [annuityBefore] = await annuitiesOf(m.memberId);

    const res = await change(m.memberId, RESIDENTE, NEW_YEAR);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      effect: 'scheduled',
      categoryName: 'Residente ou Fellow',
      since: NEW_YEAR,
    });

    expect(await membershipOf(t, m.memberId, OFTALMO)).toMatchObject({
      categoryId: TITULAR,
      categorySince: '2024-01-15',
      memberSince: '2024-01-15',
    });
    const page = await pageOf(m.memberId);
    expect(page).toMatchObject({ categoryId: TITULAR, categoryName: 'Titular', since: '2024-01-15' });
    expect(page.categories).toEqual([
      {
        categoryId: TITULAR,
        categoryName: 'Titular',
        from: '2024-01-15',
        to: addDays(NEW_YEAR, -1),
        scheduled: false,
      },
      {
        categoryId: RESIDENTE,
        categoryName: 'Residente ou Fellow',
        from: NEW_YEAR,
        to: null,
        scheduled: true,
      },
    ]);
    expect(await annuitiesOf(m.memberId)).toEqual([annuityBefore]);
    const [standing] = await memberStandings(t.database.db, m.memberId);
    expect(standing).toMatchObject({ category: 'Titular', memberSince: '2024-01-15' });

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'member.category.schedule'), eq(auditLog.entityId, String(m.membershipId))),
      );
    expect(audit).toMatchObject([{ after: { categoryId: RESIDENTE, since: NEW_YEAR } }]);
  });

  it('the categorias job applies it on its day, not the day before, re-pricing the annuities from then; a rerun does nothing', async () => {
    const m = await titular();
    const [thisYear] = await annuitiesOf(m.memberId);
    expect((await change(m.memberId, RESIDENTE, NEW_YEAR)).statusCode).toBe(200);

    await categoriesJobOn(addDays(NEW_YEAR, -1));
    expect(await membershipOf(t, m.memberId, OFTALMO)).toMatchObject({ categoryId: TITULAR });

    const run = await categoriesJobOn(NEW_YEAR);
    expect(run.applied).toBeGreaterThanOrEqual(1);
    expect(await membershipOf(t, m.memberId, OFTALMO)).toMatchObject({
      categoryId: RESIDENTE,
      categorySince: NEW_YEAR,
      memberSince: '2024-01-15',
    });
    // This year's annuity was billed as Titular and stays so; 2031's is Residente ou Fellow's.
    const annuities = await annuitiesOf(m.memberId);
    expect(annuities[0]).toEqual(thisYear);
    expect(annuities.at(-1)).toMatchObject({
      description: 'Anuidade 2031 - Residente ou Fellow',
      amountCentavos: 42_900,
    });
    const page = await pageOf(m.memberId);
    expect(page).toMatchObject({ categoryName: 'Residente ou Fellow', since: '2024-01-15' });
    expect(
      page.categories.map(({ categoryId, from, to, scheduled }) => ({ categoryId, from, to, scheduled })),
    ).toEqual([
      { categoryId: TITULAR, from: '2024-01-15', to: addDays(NEW_YEAR, -1), scheduled: false },
      { categoryId: RESIDENTE, from: NEW_YEAR, to: null, scheduled: false },
    ]);

    expect((await categoriesJobOn(NEW_YEAR)).applied).toBe(0);
    expect(await annuitiesOf(m.memberId)).toHaveLength(annuities.length);
  });

  it('an annuity billed for that year in the old category is priced in the new one when the change takes effect', async () => {
    const m = await titular();
    await createFirstAnnuity(
      t.database.db,
      { id: m.membershipId, associationId: OFTALMO, categoryId: TITULAR },
      new Date('2030-12-02T15:00:00Z'),
    );
    expect(await annuitiesOf(m.memberId)).toContainEqual(
      expect.objectContaining({ description: 'Anuidade 2031 - Titular', amountCentavos: 78_000 }),
    );
    expect((await change(m.memberId, RESIDENTE, NEW_YEAR)).statusCode).toBe(200);
    await categoriesJobOn(NEW_YEAR);
    const next = (await annuitiesOf(m.memberId)).filter((a) => a.description.startsWith('Anuidade 2031'));
    expect(next).toMatchObject([
      { description: 'Anuidade 2031 - Residente ou Fellow', amountCentavos: 42_900 },
    ]);
  });
});

describe('a category change dated today or before applies now', () => {
  it('moves the category from that day, closes the previous one the day before, keeps the membership start', async () => {
    const m = await titular();
    const res = await change(m.memberId, ASPIRANTE, today());
    expect(res.json()).toEqual({ ok: true, effect: 'applied', categoryName: 'Aspirante', since: today() });
    expect(await membershipOf(t, m.memberId, OFTALMO)).toMatchObject({
      categoryId: ASPIRANTE,
      categorySince: today(),
      memberSince: '2024-01-15',
    });
    const page = await pageOf(m.memberId);
    expect(page.since).toBe('2024-01-15');
    expect(page.categories.map(({ categoryId, from, to }) => ({ categoryId, from, to }))).toEqual([
      { categoryId: TITULAR, from: '2024-01-15', to: addDays(today(), -1) },
      { categoryId: ASPIRANTE, from: today(), to: null },
    ]);
    const [standing] = await memberStandings(t.database.db, m.memberId);
    expect(standing).toMatchObject({ category: 'Aspirante', memberSince: '2024-01-15' });
  });

  it('replaces a change still scheduled', async () => {
    const m = await titular();
    await change(m.memberId, RESIDENTE, NEW_YEAR);
    expect((await change(m.memberId, ASPIRANTE, today())).statusCode).toBe(200);
    expect((await pageOf(m.memberId)).categories.some((p) => p.scheduled)).toBe(false);
    expect((await categoriesJobOn(NEW_YEAR)).applied).toBe(0);
    expect(await membershipOf(t, m.memberId, OFTALMO)).toMatchObject({ categoryId: ASPIRANTE });
  });
});

describe('what a change refuses, and undoing a scheduled one', () => {
  it('refuses a day before the current category began and the category the member has, changing nothing', async () => {
    const m = await titular();
    const early = await change(m.memberId, RESIDENTE, '2023-12-31');
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ ok: false, message: CATEGORY_CHANGE_TEXT.beforeCurrent('15/01/2024') });
    const same = await change(m.memberId, TITULAR, today());
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ ok: false, message: MEMBERS_MSG.sameCategory });
    expect(await membershipOf(t, m.memberId, OFTALMO)).toMatchObject({
      categoryId: TITULAR,
      categorySince: '2024-01-15',
    });
    expect((await pageOf(m.memberId)).categories).toHaveLength(1);
  });

  it('choosing the current category again cancels the scheduled change', async () => {
    const m = await titular();
    await change(m.memberId, RESIDENTE, NEW_YEAR);
    const res = await change(m.memberId, TITULAR, NEW_YEAR);
    expect(res.json()).toEqual({
      ok: true,
      effect: 'cancelled',
      categoryName: 'Titular',
      since: '2024-01-15',
    });
    expect((await pageOf(m.memberId)).categories).toEqual([
      { categoryId: TITULAR, categoryName: 'Titular', from: '2024-01-15', to: null, scheduled: false },
    ]);
    expect((await categoriesJobOn(NEW_YEAR)).applied).toBe(0);
  });

  it('refuses a retired category (it takes no new members), changing nothing', async () => {
    const m = await titular();
    const created = await gestao(t, tokens.gestor, 'POST', '/association-categories', {
      name: 'Honorário',
      annuityCentavos: 10_000,
      annuityPromoCentavos: null,
      annuityPromoUntil: null,
    });
    const honorario = (created.json() as { category: { categoryId: number } }).category.categoryId;
    const retired = await gestao(t, tokens.gestor, 'PUT', `/association-categories/${honorario}/retirement`, {
      retired: true,
    });
    expect(retired.statusCode).toBe(200);
    for (const since of [today(), NEW_YEAR]) {
      const res = await change(m.memberId, honorario, since);
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { ok: false, message: MEMBERS_MSG.categoryRetired },
      ]);
    }
    expect(await membershipOf(t, m.memberId, OFTALMO)).toMatchObject({ categoryId: TITULAR });
    expect((await pageOf(m.memberId)).categories).toHaveLength(1);
  });

  it("a financeiro cannot change it, nor a gestor of another association's member (404)", async () => {
    const m = await titular();
    expect((await change(m.memberId, RESIDENTE, NEW_YEAR, tokens.financeiro)).statusCode).toBe(403);
    expect((await change(m.memberId, TITULAR, NEW_YEAR, tokens.psi)).statusCode).toBe(404);
    expect((await pageOf(m.memberId)).categories).toHaveLength(1);
  });
});
