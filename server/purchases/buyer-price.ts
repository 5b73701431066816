import { and, eq } from 'drizzle-orm';
import { formatBRL, fromCentavos } from '../../domain/money';
import { memberPriceOnly } from '../../domain/purchase-messages';
import type { Db } from '../db/client';
import { memberships } from '../db/schema';
import type { ProductPrice, PublicProduct } from './public-product';

export interface BuyerPrice {
  price: ProductPrice;
  /** Why the buyer pays the general price instead of the category's (pt-BR); null when they do not. */
  notice: string | null;
}

/** The general price: the highest of the product's category prices of the day. */
export const generalPrice = (prices: readonly ProductPrice[]) =>
  prices.reduce((high, p) => (p.amountCentavos > high.amountCentavos ? p : high));

/**
 * What the buyer pays for the category chosen: a price below the general one only when the person
 * (found by CPF) is an active member of the association in that category; anyone else pays the
 * general price, told why. The server decides, whatever the form said.
 */
export async function buyerPrice(
  db: Db,
  product: Pick<PublicProduct, 'associationId' | 'associationName' | 'prices'>,
  chosen: ProductPrice,
  memberId: number,
): Promise<BuyerPrice> {
  const general = generalPrice(product.prices);
  if (chosen.amountCentavos >= general.amountCentavos) return { price: chosen, notice: null };
  const [member] = await db
    .select({ status: memberships.status })
    .from(memberships)
    .where(
      and(
        eq(memberships.memberId, memberId),
        eq(memberships.associationId, product.associationId),
        eq(memberships.categoryId, chosen.categoryId),
        eq(memberships.status, 'A'),
      ),
    )
    .limit(1);
  if (member) return { price: chosen, notice: null };
  return {
    // The item still names the category chosen, at the general price.
    price: { ...chosen, amountCentavos: general.amountCentavos },
    notice: memberPriceOnly(
      chosen.categoryName,
      product.associationName,
      formatBRL(fromCentavos(general.amountCentavos)),
    ),
  };
}
