import { randomBytes } from 'node:crypto';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { APP_TIMEZONE } from '../../domain/dates';
import { todayInSaoPaulo } from '../../domain/sao-paulo-days';
import type { Db } from '../db/client';
import { cashFlowItems, members } from '../db/schema';
import type { ProductPrice, PublicProduct } from './public-product';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Who pays (the name typed), the company the receipt is made out to (both may be null) and the
 * e-mail it goes to, as the buyer gave them.
 */
export interface ReceiptDetails {
  payerName: string;
  name: string | null;
  cnpj: string | null;
  email: string;
}

export interface PurchaseItem {
  id: number;
  publicRef: string;
  paid: boolean;
}

/** 192 random bits: the reference is the buyer's only key to the item, so it must not be guessed. */
const newPublicRef = () => randomBytes(24).toString('base64url');

/** Noon of today in São Paulo, as the seeded items, so that no time zone moves the due day. */
const dueToday = (now: Date) => dayjs.tz(`${todayInSaoPaulo(now)} 12:00:00`, APP_TIMEZONE).toDate();

const productItems = (memberId: number, productId: number) =>
  and(
    eq(cashFlowItems.memberId, memberId),
    eq(cashFlowItems.productId, productId),
    eq(cashFlowItems.kind, 'product'),
  );

/** A paid item gets a reference when it has none (a store purchase), so the page can say it is paid. */
async function withReference(db: Db, item: { id: number; publicRef: string | null }): Promise<string> {
  if (item.publicRef) return item.publicRef;
  await db
    .update(cashFlowItems)
    .set({ publicRef: newPublicRef() })
    .where(and(eq(cashFlowItems.id, item.id), isNull(cashFlowItems.publicRef)));
  const [row] = await db
    .select({ publicRef: cashFlowItems.publicRef })
    .from(cashFlowItems)
    .where(eq(cashFlowItems.id, item.id));
  return row!.publicRef!;
}

/**
 * The cash-flow item a public purchase pays: the one already paid when the person bought the
 * product before; else their open public item for the same price; else a new one, due today, for
 * the price in the database, with the receipt details of the latest form. Items made here carry
 * a public reference, which keeps them out of the member's pending list until they are paid
 * (server/cash-flow/member-items.ts).
 */
export async function openPurchaseItem(
  db: Db,
  memberId: number,
  product: PublicProduct,
  price: ProductPrice,
  receipt: ReceiptDetails,
  now = new Date(),
): Promise<PurchaseItem> {
  const found = await db.transaction(async (tx) => {
    // Takes the person's turn, so that two submits at once open one item.
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const [paid] = await tx
      .select({ id: cashFlowItems.id, publicRef: cashFlowItems.publicRef })
      .from(cashFlowItems)
      .where(and(productItems(memberId, product.id), isNotNull(cashFlowItems.paidAt)))
      .orderBy(desc(cashFlowItems.paidAt))
      .limit(1);
    if (paid) return { ...paid, paid: true };

    const receiptColumns = {
      payerName: receipt.payerName,
      receiptName: receipt.name,
      receiptCnpj: receipt.cnpj,
      receiptEmail: receipt.email,
    };
    const [open] = await tx
      .select({ id: cashFlowItems.id, publicRef: cashFlowItems.publicRef })
      .from(cashFlowItems)
      .where(
        and(
          productItems(memberId, product.id),
          isNull(cashFlowItems.paidAt),
          isNotNull(cashFlowItems.publicRef),
          isNull(cashFlowItems.cancelledAt),
          eq(cashFlowItems.amountCentavos, price.amountCentavos),
        ),
      )
      .orderBy(asc(cashFlowItems.id))
      .limit(1);
    if (open) {
      // The receipt details of the latest form count.
      await tx.update(cashFlowItems).set(receiptColumns).where(eq(cashFlowItems.id, open.id));
      return { ...open, paid: false };
    }

    const [created] = await tx
      .insert(cashFlowItems)
      .values({
        memberId,
        associationId: product.associationId,
        productId: product.id,
        kind: 'product',
        description: `${product.description} - ${price.categoryName}`,
        dueAt: dueToday(now),
        amountCentavos: price.amountCentavos,
        ...receiptColumns,
        publicRef: newPublicRef(),
      })
      .returning({ id: cashFlowItems.id, publicRef: cashFlowItems.publicRef });
    return { ...created!, paid: false };
  });
  return { id: found.id, publicRef: await withReference(db, found), paid: found.paid };
}
