import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSaoPaulo } from '../../../domain/sao-paulo-days';
import { cashFlowItems, members, memberships } from '../../../server/db/schema';
import { createFirstAnnuity } from '../../../server/dues/annuities';
import {
  annuityDueDayOf,
  annuityYearOn,
  firstAnnuityDueDay,
  firstAnnuityOn,
} from '../../../server/dues/annuity-year';
import { itemsOf, memberOf, membershipOf, staffTokens, type StaffTokens } from '../gestao/gestao-fixtures';
import { psiTitularId } from '../gestao/psi-titular';
import { gestao } from '../gestao/support';
import { dataUrl, post, registrationOf, TINY_PDF } from '../support/registration';
import { createTestApp, type TestContext } from '../support/test-app';

const OFTALMO = 428;
const PSI = 1024839;

let t: TestContext;
let tokens: StaffTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
});
afterAll(() => t.close());

let people = 0;
/** Registers a new person through POST /api/auth/registrarConta; their member id. */
async function register(overrides: Record<string, unknown> = {}) {
  people += 1;
  const payload = registrationOf(String(people).padStart(3, '0'), overrides);
  const res = await post(t, '/api/auth/registrarConta', payload);
  expect(res.json(), res.body).toMatchObject({ resultado: true });
  const [row] = await t.database.db.select().from(members).where(eq(members.cpf, payload.cpf));
  return row!.id;
}

const today = () => todayInSaoPaulo();
const dayOf = (at: Date) => todayInSaoPaulo(at);
const annuitiesOf = async (memberId: number, associationId = OFTALMO) =>
  (await itemsOf(t, memberId, associationId)).filter((i) => i.kind === 'annuity');

const setPromoUntil = (categoryId: number, annuityPromoUntil: string | null, prices: [number, number]) =>
  gestao(t, tokens.gestor, 'PUT', `/categories/${categoryId}`, {
    annuityCentavos: prices[0],
    annuityPromoCentavos: prices[1],
    annuityPromoUntil,
  });

describe('the annuity calendar', () => {
  it('bills this year until 30 November and next year from 1 December', () => {
    expect(annuityYearOn('2026-01-01')).toBe(2026);
    expect(annuityYearOn('2026-11-30')).toBe(2026);
    expect(annuityYearOn('2026-12-01')).toBe(2027);
    expect(annuityYearOn('2026-12-31')).toBe(2027);
    expect(annuityDueDayOf(2027)).toBe('2027-03-31');
  });

  it('a first annuity is due on 31 March while it is ahead, else in 30 days; from November, next 31 March', () => {
    expect(firstAnnuityDueDay('2026-01-10')).toBe('2026-03-31');
    expect(firstAnnuityDueDay('2026-03-30')).toBe('2026-03-31');
    expect(firstAnnuityDueDay('2026-03-31')).toBe('2026-04-30');
    expect(firstAnnuityDueDay('2026-10-24')).toBe('2026-11-23');
    expect(firstAnnuityDueDay('2026-11-01')).toBe('2027-03-31');
    expect(firstAnnuityDueDay('2026-11-30')).toBe('2027-03-31');
    expect(firstAnnuityDueDay('2026-12-01')).toBe('2027-03-31');
    expect(firstAnnuityDueDay('2026-12-31')).toBe('2027-03-31');
  });
});

describe('a registration accepted at once (/register) bills the annuity of its category', () => {
  it('one annuity: the normal price, and the early-payment price until the due day (428 sets no date)', async () => {
    const memberId = await register({ idCategoriaEmitente: 501 });
    const dueDay = firstAnnuityDueDay(today());
    const items = await annuitiesOf(memberId);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      description: `Anuidade ${firstAnnuityOn(today()).year} - Aspirante`,
      amountCentavos: 62_400,
      promoCentavos: 53_040,
      promoUntil: dueDay,
      paidAt: null,
      cancelledAt: null,
    });
    expect(dayOf(items[0]!.dueAt)).toBe(dueDay);

    // Staff see it open on the member's page.
    const page = await gestao(t, tokens.gestor, 'GET', `/members/${memberId}`);
    expect(page.json().items).toEqual([
      expect.objectContaining({
        id: items[0]!.id,
        amountCentavos: 62_400,
        status: 'aberto',
        dueDate: dueDay,
      }),
    ]);
  });

  it('a second acceptance of the same membership creates nothing', async () => {
    const memberId = await register({ idCategoriaEmitente: 601 });
    const [membership] = await t.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.memberId, memberId), eq(memberships.associationId, OFTALMO)));
    const again = await t.database.db.transaction((tx) =>
      createFirstAnnuity(tx, { id: membership!.id, associationId: OFTALMO, categoryId: 601 }),
    );
    expect(again).toEqual({ ok: true, itemId: null });
    expect(await annuitiesOf(memberId)).toMatchObject([{ amountCentavos: 78_000, promoCentavos: 66_300 }]);
  });

  it("follows the category's early-payment date (its day and month, in the annuity's year); a day past means no promotion; never past the due day", async () => {
    const { year, dueDay } = firstAnnuityOn(today());
    const titular = [78_000, 66_300] as [number, number];
    /** The early price's last day of the annuity the category bills, or null. */
    const promoLastDay = (promoUntil: string) => {
      const inYear = `${year}${promoUntil.slice(4)}`;
      const last = inYear < dueDay ? inYear : dueDay;
      return last >= today() ? last : null;
    };
    try {
      for (const promoUntil of [today(), addDays(today(), -1), addDays(dueDay, 10), `${year}-01-15`]) {
        expect((await setPromoUntil(601, promoUntil, titular)).statusCode).toBe(200);
        const member = await register({ idCategoriaEmitente: 601 });
        const last = promoLastDay(promoUntil);
        expect(await annuitiesOf(member)).toMatchObject([
          last === null
            ? { amountCentavos: 78_000, promoCentavos: null, promoUntil: null }
            : { amountCentavos: 78_000, promoCentavos: 66_300, promoUntil: last },
        ]);
      }
    } finally {
      await setPromoUntil(601, null, titular);
    }
  });

  it('an association request (/associese) bills nothing until staff approve it; approving again bills nothing more', async () => {
    const pdf = {
      id: 1,
      nome: 'diploma.pdf',
      arquivo: dataUrl('application/pdf', TINY_PDF),
      size: TINY_PDF.length,
      type: 'application/pdf',
    };
    const memberId = await register({ idCategoriaEmitente: 601, modoAssociacao: true, arquivos: [pdf] });
    expect((await membershipOf(t, memberId, OFTALMO))!.status).toBe('P');
    expect(await annuitiesOf(memberId)).toEqual([]);

    const { id } = (await membershipOf(t, memberId, OFTALMO))!;
    const approved = await gestao(t, tokens.gestor, 'POST', `/requests/${id}/approve`);
    const items = await annuitiesOf(memberId);
    expect(approved.json()).toEqual({ ok: true, annuityItemId: items[0]!.id });
    expect(items).toMatchObject([
      {
        description: `Anuidade ${firstAnnuityOn(today()).year} - Titular`,
        amountCentavos: 78_000,
        promoCentavos: 66_300,
        promoUntil: firstAnnuityDueDay(today()),
      },
    ]);
    const again = await gestao(t, tokens.gestor, 'POST', `/requests/${id}/approve`);
    expect(again.json()).toEqual({ ok: true, annuityItemId: null });
    expect(await annuitiesOf(memberId)).toHaveLength(1);
  });
});

describe('a category change by staff: the annuity follows the category', () => {
  const change = (memberId: number, categoryId: number, token = tokens.gestor) =>
    gestao(t, token, 'PUT', `/members/${memberId}/category`, { categoryId, since: today() });

  it("an open annuity of the old category takes the new category's prices (same item, same due day)", async () => {
    const memberId = await register({ idCategoriaEmitente: 501 });
    const [before] = await annuitiesOf(memberId);
    expect((await change(memberId, 601)).statusCode).toBe(200);
    const after = await annuitiesOf(memberId);
    expect(after).toEqual([
      {
        ...before,
        description: `Anuidade ${firstAnnuityOn(today()).year} - Titular`,
        amountCentavos: 78_000,
        promoCentavos: 66_300,
        promoUntil: before!.promoUntil,
      },
    ]);
  });

  it('a paid annuity stays as it was, and no second one is billed', async () => {
    const m = await memberOf(t, OFTALMO, { categoryId: 501 });
    const year = firstAnnuityOn(today()).year;
    const [paid] = await t.database.db
      .insert(cashFlowItems)
      .values({
        memberId: m.memberId,
        associationId: OFTALMO,
        kind: 'annuity',
        description: `Anuidade ${year} - Aspirante`,
        dueAt: new Date(`${year}-03-31T15:00:00Z`),
        amountCentavos: 62_400,
        paidAt: new Date(),
        paidCentavos: 53_040,
      })
      .returning();
    expect((await change(m.memberId, 601)).statusCode).toBe(200);
    expect(await annuitiesOf(m.memberId)).toEqual([paid]);
  });

  it("a member without the year's annuity is billed it in the new category; staff's own annuity charges stay", async () => {
    const m = await memberOf(t, OFTALMO, { categoryId: 601 });
    const [staffCharge] = await t.database.db
      .insert(cashFlowItems)
      .values({
        memberId: m.memberId,
        associationId: OFTALMO,
        kind: 'annuity',
        description: 'Anuidade extra',
        // Last year's: it does not stand for this year's annuity.
        dueAt: new Date(`${firstAnnuityOn(today()).year - 1}-06-30T15:00:00Z`),
        amountCentavos: 12_345,
        chargeBatchId: 999_999,
        // Billed long ago: not within the 60 days that make a second annuity wait.
        createdAt: new Date(`${firstAnnuityOn(today()).year - 1}-01-02T15:00:00Z`),
      })
      .returning();
    expect((await change(m.memberId, 2701)).statusCode).toBe(200);
    const items = await annuitiesOf(m.memberId);
    expect(items).toHaveLength(2);
    expect(items).toContainEqual(staffCharge);
    expect(items).toContainEqual(
      expect.objectContaining({ amountCentavos: 42_900, promoCentavos: 36_465, chargeBatchId: null }),
    );
  });

  it('a pending request changes category without being billed; another association cannot touch the member', async () => {
    // Asked as Aspirante (the association offers only Titular): staff move the request to Titular.
    const request = await memberOf(t, PSI, { status: 'P', categoryId: 501 });
    const oftalmo = await memberOf(t, OFTALMO, { categoryId: 501 });
    const titular = await psiTitularId(t);
    expect((await change(request.memberId, titular, tokens.psi)).statusCode).toBe(200);
    expect(await annuitiesOf(request.memberId, PSI)).toEqual([]);
    expect((await change(oftalmo.memberId, titular, tokens.psi)).statusCode).toBe(404);
    expect(await annuitiesOf(oftalmo.memberId)).toEqual([]);
  });
});
