import { and, eq, inArray, isNull } from 'drizzle-orm';
import { businessDayOnOrAfter } from '../../domain/business-days';
import { toWireDate } from '../../domain/dates';
import { MAX_LATE_FINE_BPS } from '../../domain/dues-pricing';
import { itemCountText } from '../../domain/item-count';
import type { Db } from '../db/client';
import { cashFlowItems, associations, members } from '../db/schema';
import { dueOn, priceColumns } from '../dues/item-price';
import type { LateRules } from '../gateways/payment/payment-gateway';
import { payerNameColumn } from './payer-name';
import type { Charge } from './methods/method-charge';

/** The member's items of these ids that are not cancelled, with what paying them needs. */
export async function loadPayableItems(db: Db, memberId: number, itemIds: readonly number[]) {
  return db
    .select({
      id: cashFlowItems.id,
      kind: cashFlowItems.kind,
      description: cashFlowItems.description,
      dueAt: cashFlowItems.dueAt,
      paidAt: cashFlowItems.paidAt,
      ...priceColumns,
      associationId: cashFlowItems.associationId,
      associationName: associations.name,
      associationCity: associations.city,
      // The payer the slip and the PIX name: a public buyer's typed name, else the member's.
      memberName: payerNameColumn,
      memberCpf: members.cpf,
    })
    .from(cashFlowItems)
    .innerJoin(associations, eq(associations.id, cashFlowItems.associationId))
    .innerJoin(members, eq(members.id, cashFlowItems.memberId))
    .where(
      and(
        inArray(cashFlowItems.id, [...itemIds]),
        eq(cashFlowItems.memberId, memberId),
        isNull(cashFlowItems.cancelledAt),
      ),
    )
    .orderBy(cashFlowItems.dueAt, cashFlowItems.id);
}

export type LoadedItem = Awaited<ReturnType<typeof loadPayableItems>>[number];

/** PIX descriptions (solicitacaoPagador) hold 140 characters. */
const MAX_DESCRIPTION = 140;

/** What the gateway is asked for: the items' prices today, one description, the late rules. */
export function chargeOf(items: readonly LoadedItem[], today: string): Charge {
  const dues = items.map((item) => dueOn(item, today));
  const priced = items.map((item, i) => ({ id: item.id, amountCentavos: dues[i]!.totalCentavos }));
  const first = items[0]!;
  const single = items.length === 1;
  const lateRules: LateRules | null = items.some((item) => item.kind === 'product')
    ? null
    : {
        lateFineBps: Math.min(first.lateFineBps, MAX_LATE_FINE_BPS),
        monthlyInterestBps: first.monthlyInterestBps,
      };
  // The PSP counts fine and interest from the day it is told: the business day on or after the due
  // day, from which the dues engine counts them too (a boleto cannot fall due on a Saturday).
  const dueDay = single && first.kind !== 'product' ? businessDayOnOrAfter(toWireDate(first.dueAt)) : null;
  const description = single
    ? first.description
    : `${itemCountText(items.length)}: ${items.map((item) => item.description).join(', ')}`;
  return {
    items: priced,
    amountCentavos: priced.reduce((sum, item) => sum + item.amountCentavos, 0),
    description:
      description.length > MAX_DESCRIPTION ? `${description.slice(0, MAX_DESCRIPTION - 1)}…` : description,
    dueDay,
    dueRules:
      dueDay !== null && lateRules !== null
        ? { ...lateRules, priceCentavos: first.amountCentavos, earlyPayment: dues[0]!.promo }
        : null,
    lateRules,
    associationId: first.associationId,
    associationName: first.associationName,
    associationCity: first.associationCity,
    memberName: first.memberName,
    memberCpf: first.memberCpf,
  };
}
