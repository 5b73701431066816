import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cashFlowItems, issuerCategories } from '../db/schema';
import { addDays, startOfDay, todayInSaoPaulo } from '../cash-flow/sao-paulo-days';

/**
 * The due day of the annuity a newly approved member owes: 31 March of the current year while
 * that day is still ahead (the association's usual annuity date), otherwise 30 days from today,
 * so that someone approved late in the year still has a month to pay. São Paulo calendar days.
 * The dues engine takes this rule over (with the early-payment price) when it prices annuities.
 */
export function firstAnnuityDueDay(today: string): string {
  const march31 = `${today.slice(0, 4)}-03-31`;
  return march31 > today ? march31 : addDays(today, 30);
}

/** Noon in São Paulo of a calendar day, as the other items' due times (no zone moves it). */
const noonOf = (day: string) => new Date(startOfDay(day).getTime() + 12 * 3_600_000);

export type FirstAnnuity = { ok: true; itemId: number | null } | { ok: false; reason: 'noPrice' };

/**
 * Creates the year's annuity of the member's category (normal price: the early-payment price is
 * the dues engine's), unless the member already has that year's annuity with this issuer: a
 * second approval creates nothing. Runs inside the approval's transaction.
 */
export async function createFirstAnnuity(
  tx: Db,
  { memberId, issuerId, categoryId }: { memberId: number; issuerId: number; categoryId: number },
  now = new Date(),
): Promise<FirstAnnuity> {
  const [price] = await tx
    .select({ centavos: issuerCategories.annuityCentavos })
    .from(issuerCategories)
    .where(and(eq(issuerCategories.issuerId, issuerId), eq(issuerCategories.categoryId, categoryId)));
  if (!price) return { ok: false, reason: 'noPrice' };

  const today = todayInSaoPaulo(now);
  const description = `Anuidade ${today.slice(0, 4)}`;
  const [existing] = await tx
    .select({ id: cashFlowItems.id })
    .from(cashFlowItems)
    .where(
      and(
        eq(cashFlowItems.memberId, memberId),
        eq(cashFlowItems.issuerId, issuerId),
        eq(cashFlowItems.kind, 'annuity'),
        isNull(cashFlowItems.cancelledAt),
        sql`${cashFlowItems.description} like ${description + '%'}`,
      ),
    )
    .limit(1);
  if (existing) return { ok: true, itemId: null };

  const [item] = await tx
    .insert(cashFlowItems)
    .values({
      memberId,
      issuerId,
      kind: 'annuity',
      description,
      dueAt: noonOf(firstAnnuityDueDay(today)),
      amountCentavos: price.centavos,
    })
    .returning({ id: cashFlowItems.id });
  return { ok: true, itemId: item!.id };
}
