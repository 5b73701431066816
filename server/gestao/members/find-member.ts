import { and, desc, eq, isNull, isNotNull, or } from 'drizzle-orm';
import type { ItemStatus, MemberDetail } from '../../../domain/contract/gestao-members';
import { toWireDate } from '../../../domain/dates';
import { recordedMethodOf } from '../../../domain/recorded-methods';
import type { Db } from '../../db/client';
import { todayInSaoPaulo } from '../../../domain/sao-paulo-days';
import { associations, cashFlowItems, categories, memberships, members, transactions } from '../../db/schema';
import { priceColumns, priceOn } from '../../dues/item-price';
import { categoryHistory } from './category-history';
import { memberWhatsapp } from './member-whatsapp';
import { filtersOf, rowColumns, lateBeforeOf, toRow } from './member-rows';

const MAX_ITEMS = 200;

const MAX_PAYMENTS = 200;

function itemStatus(
  item: { paidAt: Date | null; cancelledAt: Date | null; dueAt: Date },
  lateBefore: Date,
): ItemStatus {
  if (item.paidAt) return 'pago';
  if (item.cancelledAt) return 'cancelado';
  return item.dueAt < lateBefore ? 'vencido' : 'aberto';
}

/** A member of the association with their items and payments there; anyone else does not exist. */
export async function findMember(
  db: Db,
  associationId: number,
  memberId: number,
  now = new Date(),
): Promise<MemberDetail | undefined> {
  const lateBefore = lateBeforeOf(now);
  const today = todayInSaoPaulo(now);
  const [row] = await db
    .select({
      ...rowColumns(lateBefore),
      membershipId: memberships.id,
      categorySince: memberships.categorySince,
      crm: members.crm,
      crmUf: members.crmUf,
    })
    .from(memberships)
    .innerJoin(members, eq(members.id, memberships.memberId))
    .innerJoin(categories, eq(categories.id, memberships.categoryId))
    .where(and(filtersOf(associationId, {}, lateBefore), eq(memberships.memberId, memberId)));
  if (!row) return undefined;

  const ofThisAssociation = and(
    eq(cashFlowItems.memberId, memberId),
    eq(cashFlowItems.associationId, associationId),
  );
  const [categoryPeriods, items, payments, whatsapp] = await Promise.all([
    categoryHistory(db, row.membershipId, row.categorySince),
    db
      .select({
        id: cashFlowItems.id,
        description: cashFlowItems.description,
        kind: cashFlowItems.kind,
        dueAt: cashFlowItems.dueAt,
        ...priceColumns,
        paidAt: cashFlowItems.paidAt,
        cancelledAt: cashFlowItems.cancelledAt,
      })
      .from(cashFlowItems)
      .innerJoin(associations, eq(associations.id, cashFlowItems.associationId))
      // An abandoned public purchase is nobody's item.
      .where(and(ofThisAssociation, or(isNull(cashFlowItems.publicRef), isNotNull(cashFlowItems.paidAt))))
      .orderBy(desc(cashFlowItems.dueAt), desc(cashFlowItems.id))
      .limit(MAX_ITEMS),
    db
      .select({
        id: transactions.id,
        itemId: transactions.itemId,
        description: cashFlowItems.description,
        at: transactions.createdAt,
        method: transactions.method,
        status: transactions.status,
        amountCentavos: transactions.amountCentavos,
        refundedAt: transactions.refundedAt,
      })
      .from(transactions)
      .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
      .where(ofThisAssociation)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(MAX_PAYMENTS),
    memberWhatsapp(db, associationId, memberId),
  ]);
  const { membershipId: _membershipId, categorySince: _categorySince, ...shown } = row;
  return {
    ...toRow(shown),
    crm: row.crm,
    crmUf: row.crmUf,
    categories: categoryPeriods,
    items: items.map((i) => ({
      id: i.id,
      description: i.description,
      dueDate: toWireDate(i.dueAt),
      amountCentavos: i.amountCentavos,
      currentCentavos: i.cancelledAt ? i.amountCentavos : priceOn(i, today).centavos,
      status: itemStatus(i, lateBefore),
    })),
    payments: payments.map(({ refundedAt, at, method, ...p }) => ({
      ...p,
      at: at.toISOString(),
      method: recordedMethodOf(method),
      refunded: refundedAt !== null,
    })),
    whatsapp,
  };
}
