import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfDay, todayInSaoPaulo } from '../../../domain/sao-paulo-days';
import { cashFlowItems, members, memberships } from '../../../server/db/schema';
import { lockAnnuities } from '../../../server/dues/annuities';
import { nextYearAnnuitiesJob } from '../../../server/jobs/definitions';
import { memberOf, staffTokens, type StaffTokens } from '../gestao/gestao-fixtures';
import { psiTitularId } from '../gestao/psi-titular';
import { gestao } from '../gestao/support';
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

type Run = { year: number | null; created: number };
const annuitiesAt = (iso: string) => nextYearAnnuitiesJob.run(jobContextAt(t, iso)) as Promise<Run>;

/** The member's annuities due in 2027 (São Paulo), cancelled ones left out. */
const annuities2027 = (memberId: number) =>
  t.database.db
    .select()
    .from(cashFlowItems)
    .where(
      and(
        eq(cashFlowItems.memberId, memberId),
        eq(cashFlowItems.kind, 'annuity'),
        isNull(cashFlowItems.cancelledAt),
        gte(cashFlowItems.dueAt, startOfDay('2027-01-01')),
        lt(cashFlowItems.dueAt, startOfDay('2028-01-01')),
      ),
    );

const memberIdOf = async (email: string) =>
  (await t.database.db.select({ id: members.id }).from(members).where(eq(members.email, email)))[0]!.id;

const annuity2027 = (memberId: number, over: Partial<typeof cashFlowItems.$inferInsert> = {}) =>
  t.database.db.insert(cashFlowItems).values({
    memberId,
    associationId: OFTALMO,
    kind: 'annuity',
    description: 'Anuidade 2027',
    dueAt: new Date('2027-02-15T15:00:00Z'),
    amountCentavos: 50_000,
    ...over,
  });

const setPromo = (categoryId: number, prices: [number, number], annuityPromoUntil: string) =>
  gestao(t, tokens.gestor, 'PUT', `/categories/${categoryId}`, {
    annuityCentavos: prices[0],
    annuityPromoCentavos: prices[1],
    annuityPromoUntil,
  });

describe('the anuidades job: next year’s annuity from 1 December', () => {
  it('does nothing before 1 December', async () => {
    expect(await annuitiesAt('2026-11-30T23:00:00Z')).toEqual({ year: null, created: 0 });
    expect(await annuitiesAt('2026-06-15T15:00:00Z')).toEqual({ year: null, created: 0 });
    expect(await annuities2027(await memberIdOf('membro@exemplo.com.br'))).toEqual([]);
  });

  it('bills each active membership one annuity of next year, priced from its category; two runs at once and a rerun bill nothing more', async () => {
    const maria = await memberIdOf('membro@exemplo.com.br');
    const pedro = await memberIdOf('novo@exemplo.com.br');
    const joao = await memberIdOf('joao@exemplo.com.br');
    const psi = await memberOf(t, PSI, { categoryId: await psiTitularId(t) });
    const pending = await memberOf(t, OFTALMO, { status: 'P' });
    const residente = await memberOf(t, OFTALMO, { categoryId: 2701 });
    const billedByStaff = await memberOf(t, OFTALMO);
    await annuity2027(billedByStaff.memberId, { chargeBatchId: 1 });
    const withdrawn = await memberOf(t, OFTALMO);
    await annuity2027(withdrawn.memberId, { cancelledAt: new Date(), cancelReason: 'teste' });
    // Aspirante's early price ends on 31 January; Residente's on 20 January of every year (set in 2026).
    expect((await setPromo(501, [62_400, 53_040], '2027-01-31')).statusCode).toBe(200);
    expect((await setPromo(2701, [42_900, 36_465], '2026-01-20')).statusCode).toBe(200);
    // The annuities already billed were billed early in the year: none makes the job wait 60 days.
    await t.database.db
      .update(cashFlowItems)
      .set({ createdAt: new Date('2026-01-02T15:00:00Z') })
      .where(eq(cashFlowItems.kind, 'annuity'));

    // 00:30 of 1 December in São Paulo, on two instances at once.
    const [a, b] = await Promise.all([
      annuitiesAt('2026-12-01T03:30:00Z'),
      annuitiesAt('2026-12-01T03:30:00Z'),
    ]);
    expect(a.year).toBe(2027);
    expect(b.year).toBe(2027);
    expect(await annuitiesAt('2026-12-02T03:30:00Z')).toEqual({ year: 2027, created: 0 });

    const [active] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(memberships)
      .where(eq(memberships.status, 'A'));
    // Everyone active but the member staff already billed for 2027.
    expect(a.created + b.created).toBe(Number(active!.n) - 1);

    const dueAt = new Date('2027-03-31T15:00:00Z');
    expect(await annuities2027(maria)).toMatchObject([
      {
        description: 'Anuidade 2027 - Titular',
        dueAt,
        amountCentavos: 78_000,
        promoCentavos: 66_300,
        promoUntil: '2027-03-31',
        paidAt: null,
      },
    ]);
    expect(todayInSaoPaulo(dueAt)).toBe('2027-03-31');
    expect(await annuities2027(pedro)).toMatchObject([
      {
        description: 'Anuidade 2027 - Aspirante',
        amountCentavos: 62_400,
        promoCentavos: 53_040,
        promoUntil: '2027-01-31',
      },
    ]);
    expect(await annuities2027(residente.memberId)).toMatchObject([
      { amountCentavos: 42_900, promoCentavos: 36_465, promoUntil: '2027-01-20' },
    ]);
    expect(await annuities2027(psi.memberId)).toMatchObject([
      { associationId: PSI, amountCentavos: 30_000, promoCentavos: null, promoUntil: null },
    ]);
    expect(await annuities2027(billedByStaff.memberId)).toMatchObject([
      { chargeBatchId: 1, amountCentavos: 50_000 },
    ]);
    expect(await annuities2027(withdrawn.memberId)).toMatchObject([
      { amountCentavos: 78_000, chargeBatchId: null },
    ]);
    expect(await annuities2027(pending.memberId)).toEqual([]);
    expect(await annuities2027(joao)).toEqual([]);

    // Staff see it open on Maria's page.
    const page = await gestao(t, tokens.gestor, 'GET', `/members/${maria}`);
    expect(page.json().items).toContainEqual(
      expect.objectContaining({
        description: 'Anuidade 2027 - Titular',
        dueDate: '2027-03-31',
        status: 'aberto',
      }),
    );
  });

  it('waits for an acceptance in flight, so the member it bills is not billed twice', async () => {
    const accepted = await memberOf(t, OFTALMO);
    const dueAt = new Date('2028-03-31T15:00:00Z');
    let jobDone = false;
    const job = await t.database.db.transaction(async (tx) => {
      // What createFirstAnnuity does on 1 December 2027: the lock shared, next year's annuity.
      await lockAnnuities(tx, 'shared');
      await tx.insert(cashFlowItems).values({
        memberId: accepted.memberId,
        associationId: OFTALMO,
        kind: 'annuity',
        description: 'Anuidade 2028 - Titular',
        dueAt,
        amountCentavos: 78_000,
      });
      const running = annuitiesAt('2027-12-01T03:30:00Z').finally(() => (jobDone = true));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(jobDone).toBe(false);
      return { running };
    });
    expect((await job.running).created).toBeGreaterThan(0);
    const items = await t.database.db
      .select()
      .from(cashFlowItems)
      .where(and(eq(cashFlowItems.memberId, accepted.memberId), eq(cashFlowItems.dueAt, dueAt)));
    expect(items).toHaveLength(1);
  });
});
