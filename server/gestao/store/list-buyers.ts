import { and, desc, eq } from 'drizzle-orm';
import type { Buyer } from '../../../domain/contract/gestao-store';
import type { Db } from '../../db/client';
import { itemRefundOf, lastRefundColumn } from '../../dues/item-refund';
import { cashFlowItems, members, products } from '../../db/schema';

/** Who bought (or was charged) the product: its items with the member, paid or not. */
export async function listBuyers(
  db: Db,
  associationId: number,
  productId: number,
): Promise<Buyer[] | undefined> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.associationId, associationId)));
  if (!product) return undefined;
  return (await buyerRows(db, associationId, productId)).map(toBuyer);
}

/** The product's items at the association: its buyers. */
const itemsOf = (associationId: number, productId: number) =>
  and(eq(cashFlowItems.productId, productId), eq(cashFlowItems.associationId, associationId));

/** Who bought the product, as member ids (one an item): for the access log. */
export const buyerMemberIds = (db: Db, associationId: number, productId: number) =>
  db
    .select({ memberId: cashFlowItems.memberId })
    .from(cashFlowItems)
    .where(itemsOf(associationId, productId));

const buyerRows = (db: Db, associationId: number, productId: number) =>
  db
    .select({
      itemId: cashFlowItems.id,
      memberName: members.name,
      cpf: members.cpf,
      email: members.email,
      amountCentavos: cashFlowItems.amountCentavos,
      paidCentavos: cashFlowItems.paidCentavos,
      lastRefund: lastRefundColumn(),
      createdAt: cashFlowItems.createdAt,
      paidAt: cashFlowItems.paidAt,
      cancelledAt: cashFlowItems.cancelledAt,
    })
    .from(cashFlowItems)
    .innerJoin(members, eq(members.id, cashFlowItems.memberId))
    .where(itemsOf(associationId, productId))
    .orderBy(desc(cashFlowItems.createdAt), desc(cashFlowItems.id));

type BuyerRow = Awaited<ReturnType<typeof buyerRows>>[number];

/**
 * What the buyer paid, never the list price: the item's paid amount (a lot's price, a member
 * category's), or for a refund what its payment had paid; the refund's part and day beside.
 */
function toBuyer({ cancelledAt, paidCentavos, lastRefund, ...r }: BuyerRow): Buyer {
  const refund = itemRefundOf(lastRefund, r.itemId);
  const paid = r.paidAt ? (paidCentavos ?? refund?.paidCentavos ?? r.amountCentavos) : refund?.paidCentavos;
  const wholly = refund !== null && refund.amountCentavos >= refund.paidCentavos;
  return {
    ...r,
    amountCentavos: paid ?? r.amountCentavos,
    status: wholly ? 'refunded' : r.paidAt ? 'paid' : cancelledAt ? 'cancelled' : 'open',
    refund: refund && { ...refund, at: refund.at.toISOString() },
    createdAt: r.createdAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
  };
}
