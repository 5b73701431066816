import { and, desc, eq } from 'drizzle-orm';
import type { Buyer } from '../../../domain/contract/gestao-store';
import type { Db } from '../../db/client';
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
  const rows = await db
    .select({
      itemId: cashFlowItems.id,
      memberName: members.name,
      cpf: members.cpf,
      email: members.email,
      amountCentavos: cashFlowItems.amountCentavos,
      createdAt: cashFlowItems.createdAt,
      paidAt: cashFlowItems.paidAt,
      cancelledAt: cashFlowItems.cancelledAt,
    })
    .from(cashFlowItems)
    .innerJoin(members, eq(members.id, cashFlowItems.memberId))
    .where(and(eq(cashFlowItems.productId, productId), eq(cashFlowItems.associationId, associationId)))
    .orderBy(desc(cashFlowItems.createdAt), desc(cashFlowItems.id));
  return rows.map(({ cancelledAt, ...r }) => ({
    ...r,
    status: r.paidAt ? 'paid' : cancelledAt ? 'cancelled' : 'open',
    createdAt: r.createdAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
  }));
}
