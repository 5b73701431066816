import { and, desc, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cashFlowItems, associations, memberships, products } from '../db/schema';
import { type ItemPriceFields, priceColumns, withPrice } from '../dues/item-price';
import { itemRefundOf, lastRefundColumn, type PackedRefund } from '../dues/item-refund';
import type { ListedItem } from './listed-item';
import { boletoIssuedFor, liveBoletoCentavos } from './live-boleto';

const fluxoColumns = {
  id: cashFlowItems.id,
  associationId: cashFlowItems.associationId,
  associationName: associations.name,
  kind: cashFlowItems.kind,
  description: cashFlowItems.description,
  productDescription: products.description,
  dueAt: cashFlowItems.dueAt,
  paidAt: cashFlowItems.paidAt,
  liveBoletos: liveBoletoCentavos(),
  lastRefund: lastRefundColumn(),
  ...priceColumns,
};

/**
 * Anyone who knows a CPF can start a public purchase in that person's name: such an item (it has
 * a public reference) is the member's only once it is paid. An item staff cancelled (or the member
 * withdrew) is gone for the member.
 */
const payableByMember = () =>
  and(
    isNull(cashFlowItems.cancelledAt),
    or(isNull(cashFlowItems.publicRef), isNotNull(cashFlowItems.paidAt)),
  );

/**
 * Looking is not buying: a product the member started to buy in the store counts toward nothing
 * (no list, no total) until it is paid; its payment screen still opens it.
 */
export const listedForMember = () =>
  and(payableByMember(), or(isNotNull(cashFlowItems.paidAt), ne(cashFlowItems.kind, 'product')));

const selectFluxos = (db: Db) =>
  db
    .select(fluxoColumns)
    .from(cashFlowItems)
    .innerJoin(associations, eq(associations.id, cashFlowItems.associationId))
    .leftJoin(products, eq(products.id, cashFlowItems.productId));

/** The row as the member's screens show it: today's price, and whether a boleto is out for it. */
function listed<
  Row extends ItemPriceFields & { id: number; liveBoletos: number[] | null; lastRefund: PackedRefund | null },
>(row: Row) {
  const { liveBoletos, lastRefund, ...item } = withPrice(row);
  return {
    ...item,
    boletoIssued: boletoIssuedFor(liveBoletos, item.price.centavos),
    refund: itemRefundOf(lastRefund, row.id),
  };
}

/** The item when it is the member's; anyone else's item does not exist for them. */
export async function findMemberItem(
  db: Db,
  memberId: number,
  itemId: number,
): Promise<ListedItem | undefined> {
  const [row] = await selectFluxos(db).where(
    and(eq(cashFlowItems.id, itemId), eq(cashFlowItems.memberId, memberId), payableByMember()),
  );
  return row && listed(row);
}

export async function newestAnnuity(
  db: Db,
  memberId: number,
  associationId: number,
): Promise<ListedItem | undefined> {
  const [row] = await selectFluxos(db)
    .where(
      and(
        eq(cashFlowItems.memberId, memberId),
        eq(cashFlowItems.associationId, associationId),
        eq(cashFlowItems.kind, 'annuity'),
        isNull(cashFlowItems.cancelledAt),
      ),
    )
    .orderBy(desc(cashFlowItems.dueAt), desc(cashFlowItems.id))
    .limit(1);
  return row && listed(row);
}

export async function isMemberOf(db: Db, memberId: number, associationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.memberId, memberId), eq(memberships.associationId, associationId)));
  return row !== undefined;
}
