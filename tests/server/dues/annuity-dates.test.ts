import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNUITY_DATES_MESSAGES, firstAnnuityYear } from '../../../domain/annuity-dates';
import { CHARGE_MSG } from '../../../domain/contract/gestao-charges';
import { todayInSaoPaulo } from '../../../domain/sao-paulo-days';
import { auditLog, cashFlowItems } from '../../../server/db/schema';
import { createFirstAnnuity } from '../../../server/dues/annuities';
import { annuityJobYearOn, firstAnnuityDueDay, firstAnnuityOn } from '../../../server/dues/annuity-year';
import { nextYearAnnuitiesJob } from '../../../server/jobs/definitions';
import { itemsOf, memberOf, staffTokens, type StaffTokens } from '../gestao/gestao-fixtures';
import { psiTitularId } from '../gestao/psi-titular';
import { gestao } from '../gestao/support';
import { nextIp } from '../support/registration';
import { createTestApp, type TestContext } from '../support/test-app';
import { jobContextAt } from './job-context';

const OFTALMO = 428;
const PSI = 1024839;

let t: TestContext;
let tokens: StaffTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
});
afterAll(() => t.close());

const annuitiesOf = async (memberId: number, associationId = OFTALMO) =>
  (await itemsOf(t, memberId, associationId)).filter((i) => i.kind === 'annuity' && i.cancelledAt === null);

const setDates = (categoryId: number, dueDay: string, nextYearFromMonth: number, token = tokens.gestor) =>
  gestao(t, token, 'PUT', `/association-categories/${categoryId}/annuity-dates`, {
    dueDay,
    nextYearFromMonth,
  });

const create = (body: object, key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/gestao/charges',
    headers: { authorization: `Bearer ${tokens.financeiro}`, 'idempotency-key': key },
    payload: body,
    remoteAddress: nextIp(),
  });

/** Accepts a new member of the category on the given instant, as registration and approval do. */
async function acceptedAt(iso: string, categoryId: number, associationId = OFTALMO) {
  const member = await memberOf(t, associationId, { categoryId });
  await t.database.db.transaction((tx) =>
    createFirstAnnuity(tx, { id: member.membershipId, associationId, categoryId }, new Date(iso)),
  );
  return member.memberId;
}

describe('the annuity calendar of a category', () => {
  it('by default a member accepted in November or December owes next year’s annuity', () => {
    expect(firstAnnuityOn('2026-10-31')).toEqual({ year: 2026, dueDay: '2026-11-30' });
    // The issue's case: joining on 29/11 is next year's annuity, due on its day, not 2026's in full.
    expect(firstAnnuityOn('2026-11-29')).toEqual({ year: 2027, dueDay: '2027-03-31' });
    expect(firstAnnuityOn('2026-12-31')).toEqual({ year: 2027, dueDay: '2027-03-31' });
    expect(firstAnnuityOn('2026-02-10')).toEqual({ year: 2026, dueDay: '2026-03-31' });
    // Per category: due on 15/02, next year's from September.
    const dates = { dueDay: '02-15', nextYearFromMonth: 9 };
    expect(firstAnnuityOn('2026-01-10', dates)).toEqual({ year: 2026, dueDay: '2026-02-15' });
    expect(firstAnnuityOn('2026-08-31', dates)).toEqual({ year: 2026, dueDay: '2026-09-30' });
    expect(firstAnnuityOn('2026-09-01', dates)).toEqual({ year: 2027, dueDay: '2027-02-15' });
    expect(firstAnnuityYear('2026-09-01', { dueDay: '03-31', nextYearFromMonth: 12 })).toBe(2026);
    expect(firstAnnuityDueDay('2026-11-24')).toBe('2027-03-31');
  });

  it('the job bills next year’s in December, and catches up in January and February', () => {
    expect(annuityJobYearOn('2026-11-30')).toBeNull();
    expect(annuityJobYearOn('2026-12-01')).toBe(2027);
    expect(annuityJobYearOn('2027-01-20')).toBe(2027);
    expect(annuityJobYearOn('2027-02-28')).toBe(2027);
    expect(annuityJobYearOn('2027-03-01')).toBeNull();
  });

  it('staff set the due day and the month from which new members owe next year’s, checked and audited', async () => {
    const bad = await setDates(2701, '02-30', 11);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ ok: false, message: ANNUITY_DATES_MESSAGES.dueDayInvalid });
    expect((await setDates(2701, '02-29', 11)).json().message).toBe(ANNUITY_DATES_MESSAGES.dueDayInvalid);
    expect((await setDates(2701, '03-31', 13)).json().message).toBe(ANNUITY_DATES_MESSAGES.monthInvalid);
    expect(
      (await gestao(t, tokens.gestor, 'PUT', '/association-categories/2701/annuity-dates', {})).statusCode,
    ).toBe(400);
    // Another association's category, and the financeiro: not theirs to set.
    expect((await setDates(await psiTitularId(t), '02-15', 9)).statusCode).toBe(404);
    expect((await setDates(2701, '02-15', 9, tokens.financeiro)).statusCode).toBe(403);

    const saved = await setDates(2701, '02-15', 9);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().category).toMatchObject({
      categoryId: 2701,
      annuityDates: { dueDay: '02-15', nextYearFromMonth: 9 },
    });
    const listed = (await gestao(t, tokens.gestor, 'GET', '/association-categories')).json();
    expect(listed.categories.find((c: { categoryId: number }) => c.categoryId === 501).annuityDates).toEqual({
      dueDay: '03-31',
      nextYearFromMonth: 11,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'category.annuity_dates_changed'), eq(auditLog.entityId, '2701')));
    expect(audit).toMatchObject({
      before: { annuityDates: { dueDay: '03-31', nextYearFromMonth: 11 } },
      after: { annuityDates: { dueDay: '02-15', nextYearFromMonth: 9 } },
    });
  });

  it('a member accepted on 29/11 is billed next year’s annuity on its due day, with its early price to its day', async () => {
    // Titular (601): the default dates; its early price ends on 10/03 every year.
    await gestao(t, tokens.gestor, 'PUT', '/categories/601', {
      annuityCentavos: 78_000,
      annuityPromoCentavos: 66_300,
      annuityPromoUntil: '2026-03-10',
    });
    try {
      const joined = await acceptedAt('2026-11-29T15:00:00Z', 601);
      const [annuity, ...more] = await annuitiesOf(joined);
      expect(more).toEqual([]);
      expect(annuity).toMatchObject({
        description: 'Anuidade 2027 - Titular',
        amountCentavos: 78_000,
        promoCentavos: 66_300,
        promoUntil: '2027-03-10',
      });
      expect(todayInSaoPaulo(annuity!.dueAt)).toBe('2027-03-31');

      // The job of 1 December bills nothing more: the member has 2027's.
      const run = await nextYearAnnuitiesJob.run(jobContextAt(t, '2026-12-01T03:30:00Z'));
      expect(run).toMatchObject({ year: 2027 });
      expect(await annuitiesOf(joined)).toHaveLength(1);
    } finally {
      await gestao(t, tokens.gestor, 'PUT', '/categories/601', {
        annuityCentavos: 78_000,
        annuityPromoCentavos: 66_300,
        annuityPromoUntil: null,
      });
    }
  });

  it('the job bills on each category’s due day and waits 60 days after a member’s last annuity', async () => {
    await setDates(2701, '02-15', 9);
    // Residente, accepted in August (it bills next year's from September on).
    const residente = await acceptedAt('2026-08-20T15:00:00Z', 2701);
    expect((await annuitiesOf(residente)).map((a) => a.description)).toEqual([
      'Anuidade 2026 - Residente ou Fellow',
    ]);
    // A Titular accepted on 20/10 owes 2026's; the job waits until 60 days have passed.
    const titular = await acceptedAt('2026-10-20T15:00:00Z', 601);
    expect(await annuitiesOf(titular)).toMatchObject([{ description: 'Anuidade 2026 - Titular' }]);
    const psi = await acceptedAt('2026-06-20T15:00:00Z', await psiTitularId(t), PSI);

    await nextYearAnnuitiesJob.run(jobContextAt(t, '2026-12-01T03:30:00Z'));
    expect(await annuitiesOf(titular)).toHaveLength(1);
    const [, residente2027] = await annuitiesOf(residente);
    expect(residente2027).toMatchObject({ description: 'Anuidade 2027 - Residente ou Fellow' });
    expect(todayInSaoPaulo(residente2027!.dueAt)).toBe('2027-02-15');
    expect(todayInSaoPaulo((await annuitiesOf(psi, PSI))[1]!.dueAt)).toBe('2027-03-31');

    await nextYearAnnuitiesJob.run(jobContextAt(t, '2026-12-18T03:30:00Z'));
    expect(await annuitiesOf(titular)).toHaveLength(1);
    // 19/12: 60 days after 20/10.
    await nextYearAnnuitiesJob.run(jobContextAt(t, '2026-12-19T16:00:00Z'));
    const [, titular2027] = await annuitiesOf(titular);
    expect(titular2027).toMatchObject({ description: 'Anuidade 2027 - Titular' });
    expect(todayInSaoPaulo(titular2027!.dueAt)).toBe('2027-03-31');
    await setDates(2701, '03-31', 11);
  });

  it('Cobranças warns of a duplicate annuity and creates it only when staff confirm', async () => {
    const member = await memberOf(t, OFTALMO, { categoryId: 501 });
    const recent = await t.database.db
      .insert(cashFlowItems)
      .values({
        memberId: member.memberId,
        associationId: OFTALMO,
        kind: 'annuity',
        description: 'Anuidade 2026 - Aspirante',
        dueAt: new Date('2026-12-29T15:00:00Z'),
        amountCentavos: 62_400,
        createdAt: new Date(Date.now() - 10 * 86_400_000),
      })
      .returning({ id: cashFlowItems.id });
    const body = {
      target: { kind: 'member', memberId: member.memberId },
      schedule: { kind: 'annuity', dueDate: '2027-03-31' },
      description: 'Anuidade 2027',
      amounts: [{ categoryId: 501, amountCentavos: 62_400 }],
    };
    const preview = await gestao(t, tokens.financeiro, 'POST', '/charges/preview', body);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      itemCount: 1,
      annuityDuplicateCount: 1,
      annuityDuplicates: [
        { itemId: recent[0]!.id, description: 'Anuidade 2026 - Aspirante', dueDate: '2026-12-29' },
      ],
    });
    const key = `annuity-dup-${Date.now()}`;
    const refused = await create(body, key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ ok: false, message: CHARGE_MSG.annuityDuplicates });
    expect(await annuitiesOf(member.memberId)).toHaveLength(1);

    const confirmed = await create({ ...body, confirmAnnuityDuplicates: true }, key);
    expect(confirmed.statusCode).toBe(201);
    expect(await annuitiesOf(member.memberId)).toHaveLength(2);

    // Monthly contributions are no annuity: nothing to warn of.
    const monthly = await gestao(t, tokens.financeiro, 'POST', '/charges/preview', {
      ...body,
      schedule: { kind: 'monthly', firstDueDate: '2027-01-10', months: 2 },
    });
    expect(monthly.json()).toMatchObject({ annuityDuplicateCount: 0, annuityDuplicates: [] });
  });
});
