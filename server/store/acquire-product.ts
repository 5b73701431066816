import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { isValidCnpj, normalizeCnpj } from '../../domain/cnpj';
import { COMMON_MSG } from '../../domain/messages';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import { STORE_MSG } from '../../domain/store-messages';
import { startOfDay, todayInSaoPaulo } from '../../domain/sao-paulo-days';
import type { Db } from '../db/client';
import { ERRORS } from '../error-messages';
import { cashFlowItems, members } from '../db/schema';
import { findStoreProduct } from './store-products';

export interface AcquireInput {
  productId: number;
  receiptName?: string | null | undefined;
  receiptCnpj?: string | null | undefined;
}

/** The item that pays for the product, and whether it was already there. */
type Acquired = { itemId: number; reused: boolean };

const NOON_MS = 12 * 3600_000;

/**
 * The cash-flow item that pays for a store product: one unpaid item per member and product, for
 * the price the database has for the member's category, due today. The receipt details are those
 * of the latest request. A product the member may not buy does not exist for them.
 */
export async function acquireProduct(
  db: Db,
  memberId: number,
  input: AcquireInput,
  now = new Date(),
): Promise<Outcome<Acquired>> {
  const product = await findStoreProduct(db, memberId, input.productId, now);
  if (!product) return failed(ERRORS.notFound, 404);
  if (product.paidAt) return failed(COMMON_MSG.productAlreadyAcquired);
  if (!product.onSale || product.priceCentavos === null) return failed(ERRORS.notFound, 404);

  const cnpj = input.receiptCnpj?.trim() ? normalizeCnpj(input.receiptCnpj) : null;
  if (cnpj && !isValidCnpj(cnpj)) return failed(COMMON_MSG.cnpjInvalid);
  const receiptName = input.receiptName?.trim() || null;
  if (cnpj && !receiptName) return failed(STORE_MSG.receiptNameRequired);
  const receipt = { receiptName, receiptCnpj: cnpj };
  const price = product.priceCentavos;

  return db.transaction(async (tx): Promise<Outcome<Acquired>> => {
    // Takes the member's turn, so that two clicks at once make one item.
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const ofProduct = and(eq(cashFlowItems.memberId, memberId), eq(cashFlowItems.productId, product.id));
    const [paid] = await tx
      .select({ id: cashFlowItems.id })
      .from(cashFlowItems)
      .where(and(ofProduct, isNotNull(cashFlowItems.paidAt)))
      .limit(1);
    if (paid) return failed(COMMON_MSG.productAlreadyAcquired);

    const [open] = await tx
      .select({ id: cashFlowItems.id })
      .from(cashFlowItems)
      .where(
        // A public purchase started in the member's name stays the buyer's; the store opens its own.
        and(
          ofProduct,
          eq(cashFlowItems.kind, 'product'),
          isNull(cashFlowItems.paidAt),
          isNull(cashFlowItems.publicRef),
          isNull(cashFlowItems.cancelledAt),
        ),
      )
      .limit(1);
    if (open) {
      await tx.update(cashFlowItems).set(receipt).where(eq(cashFlowItems.id, open.id));
      return succeeded({ itemId: open.id, reused: true });
    }
    const [created] = await tx
      .insert(cashFlowItems)
      .values({
        memberId,
        associationId: product.associationId,
        productId: product.id,
        kind: 'product',
        description: product.description,
        dueAt: new Date(startOfDay(todayInSaoPaulo(now)).getTime() + NOON_MS),
        amountCentavos: price,
        ...receipt,
      })
      .returning({ id: cashFlowItems.id });
    return succeeded({ itemId: created!.id, reused: false });
  });
}
