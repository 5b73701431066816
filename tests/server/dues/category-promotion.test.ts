import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cashFlowItems,
  categories,
  associationCategories,
  associations,
  members,
  memberships,
} from '../../../server/db/schema';
import { promotionJob } from '../../../server/jobs/definitions';
import { memberOf, membershipOf, staffTokens, type StaffTokens } from '../gestao/gestao-fixtures';
import { gestao } from '../gestao/support';
import { inbox } from '../support/registration';
import { createTestApp, type TestContext } from '../support/test-app';
import { jobContextAt } from './job-context';

const OFTALMO = 428;

let t: TestContext;
let tokens: StaffTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
});
afterAll(() => t.close());

/** The `promocoes` job at noon (São Paulo) of a day. */
const promotionsOn = (day: string) =>
  promotionJob.run(jobContextAt(t, `${day}T15:00:00Z`)) as Promise<{
    promoted: number;
    emails: number;
    repriced: number;
  }>;

async function aspiranteSince(since: string, associationId = OFTALMO, status = 'A', categoryId = 501) {
  const m = await memberOf(t, associationId, { categoryId, status });
  await t.database.db
    .update(memberships)
    .set({ categorySince: since })
    .where(eq(memberships.id, m.membershipId));
  // An account: the member can be told by e-mail.
  await t.database.db.update(members).set({ passwordHash: 'x' }).where(eq(members.id, m.memberId));
  return m;
}

describe('the promocoes job: Aspirante for at most 2 years (SPEC §9)', () => {
  it('moves an Aspirante to Titular on the day 2 years are reached, not the day before, tells them once; a rerun moves nobody', async () => {
    const m = await aspiranteSince('2025-03-10');

    await promotionsOn('2027-03-09');
    expect(await membershipOf(t, m.memberId, OFTALMO)).toMatchObject({
      categoryId: 501,
      categorySince: '2025-03-10',
    });

    const run = await promotionsOn('2027-03-10');
    expect(run.promoted).toBeGreaterThanOrEqual(1);
    expect(await membershipOf(t, m.memberId, OFTALMO)).toMatchObject({
      categoryId: 601,
      categorySince: '2027-03-10',
      status: 'A',
    });
    const page = await gestao(t, tokens.gestor, 'GET', `/members/${m.memberId}`);
    // The membership's start stays; the category history says when each category began.
    expect(page.json()).toMatchObject({ categoryName: 'Titular', since: '2024-01-15' });
    expect(page.json().categories.slice(-2)).toMatchObject([
      { categoryName: 'Aspirante', from: '2025-03-10', to: '2027-03-09' },
      { categoryName: 'Titular', from: '2027-03-10', to: null, scheduled: false },
    ]);

    expect(await promotionsOn('2027-03-10')).toEqual({ promoted: 0, emails: 0, repriced: 0 });
    const mails = (await inbox(t, m.email)).filter((x) => x.assunto === 'Sua categoria passou a Titular');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.corpo).toContain(`Olá, ${m.name}.`);
    expect(mails[0]!.corpo).toContain('Você completou 2 anos na categoria Aspirante');
    expect(mails[0]!.corpo).toContain('a partir de 10/03/2027, sua categoria passou a Titular');
    expect(mails[0]!.corpo).toContain('Associação: Sociedade Demo de Oftalmologia.');
  });

  it('leaves a pending request, categories without a rule and a rule whose target is retired as they are', async () => {
    const pending = await aspiranteSince('2024-01-15', OFTALMO, 'P');
    const residente = await memberOf(t, OFTALMO, { categoryId: 2701 });
    await t.database.db.insert(associations).values({ id: 777_001, name: 'Associação Sem Regra' });
    const [own] = await t.database.db
      .insert(categories)
      .values({ associationId: 777_001, description: 'Aspirante' })
      .returning({ id: categories.id });
    await t.database.db
      .insert(associationCategories)
      .values({ associationId: 777_001, categoryId: own!.id, annuityCentavos: 10_000 });
    const noRule = await aspiranteSince('2024-01-15', 777_001, 'A', own!.id);
    const [retired] = await t.database.db
      .insert(categories)
      .values({ associationId: 777_001, description: 'Efetivo', retiredAt: new Date('2026-01-01T00:00:00Z') })
      .returning({ id: categories.id });
    await t.database.db
      .insert(associationCategories)
      .values({ associationId: 777_001, categoryId: retired!.id, annuityCentavos: 20_000 });
    await t.database.db
      .update(categories)
      .set({ promotesAfterYears: 1, promotesToCategoryId: retired!.id })
      .where(eq(categories.id, own!.id));

    await promotionsOn('2027-03-10');
    expect(await membershipOf(t, pending.memberId, OFTALMO)).toMatchObject({ categoryId: 501, status: 'P' });
    expect(await membershipOf(t, residente.memberId, OFTALMO)).toMatchObject({ categoryId: 2701 });
    expect(await membershipOf(t, noRule.memberId, 777_001)).toMatchObject({ categoryId: own!.id });
  });

  it("reads each association's own rule: Estudante, after 1 year, Efetivo; the e-mail says so", async () => {
    await t.database.db.insert(associations).values({ id: 777_002, name: 'Sociedade de Regra Própria' });
    const [efetivo, estudante] = await t.database.db
      .insert(categories)
      .values([
        { associationId: 777_002, description: 'Efetivo' },
        { associationId: 777_002, description: 'Estudante' },
      ])
      .returning({ id: categories.id });
    await t.database.db.insert(associationCategories).values([
      { associationId: 777_002, categoryId: efetivo!.id, annuityCentavos: 90_000 },
      { associationId: 777_002, categoryId: estudante!.id, annuityCentavos: 20_000 },
    ]);
    await t.database.db
      .update(categories)
      .set({ promotesAfterYears: 1, promotesToCategoryId: efetivo!.id })
      .where(eq(categories.id, estudante!.id));
    const m = await aspiranteSince('2026-03-10', 777_002, 'A', estudante!.id);
    // Association 428's Aspirante of one year stays: its rule says 2.
    const aspirante = await aspiranteSince('2026-03-10');

    await promotionsOn('2027-03-10');
    expect(await membershipOf(t, m.memberId, 777_002)).toMatchObject({
      categoryId: efetivo!.id,
      categorySince: '2027-03-10',
    });
    expect(await membershipOf(t, aspirante.memberId, OFTALMO)).toMatchObject({ categoryId: 501 });
    const [mail] = (await inbox(t, m.email)).filter((x) => x.assunto === 'Sua categoria passou a Efetivo');
    expect(mail!.corpo).toContain(
      'Você completou 1 ano na categoria Estudante e, a partir de 10/03/2027, sua categoria passou a Efetivo.',
    );
    expect(mail!.corpo).toContain('Associação: Sociedade de Regra Própria.');
  });

  it("in December, next year's open annuity follows to Titular; this year's stays as it was billed", async () => {
    const m = await aspiranteSince('2025-12-10');
    const annuity = (year: number) => ({
      memberId: m.memberId,
      associationId: OFTALMO,
      kind: 'annuity',
      description: `Anuidade ${year} - Aspirante`,
      dueAt: new Date(`${year}-03-31T15:00:00Z`),
      amountCentavos: 62_400,
      promoCentavos: 53_040,
      promoUntil: `${year}-03-31`,
    });
    const [thisYear] = await t.database.db.insert(cashFlowItems).values(annuity(2027)).returning();
    const [nextYear] = await t.database.db.insert(cashFlowItems).values(annuity(2028)).returning();

    const run = await promotionsOn('2027-12-10');
    expect(run.repriced).toBeGreaterThanOrEqual(1);
    const items = await t.database.db
      .select()
      .from(cashFlowItems)
      .where(and(eq(cashFlowItems.memberId, m.memberId), eq(cashFlowItems.associationId, OFTALMO)));
    expect(items).toContainEqual(thisYear);
    expect(items).toContainEqual({
      ...nextYear,
      description: 'Anuidade 2028 - Titular',
      amountCentavos: 78_000,
      promoCentavos: 66_300,
      promoUntil: '2028-03-31',
    });
  });
});
