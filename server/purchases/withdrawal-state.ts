import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { failed, succeeded } from '../../domain/outcome';
import { recordedMethodOf } from '../../domain/recorded-methods';
import { WITHDRAWAL_MSG, type WithdrawalMethod } from '../../domain/withdrawal-messages';
import { withdrawalOpen, withdrawalWindow, type WithdrawalWindow } from '../../domain/withdrawal-window';
import type { Db } from '../db/client';
import { cashFlowItems, products, transactions } from '../db/schema';
import { congressEvents } from '../db/schema-congress';
import { refundTransfers } from '../db/schema-refunds';
import { paymentsOfItems } from '../payments/item-shares';
import type { ItemReference } from './referenced-item';

/** Who asks: the public buyer by the item's reference, or the logged-in member whose item it is. */
export type PurchaseHolder = { reference: ItemReference } | { memberId: number; itemId: number };

/** What the buyer's screens show about the right to withdraw a paid purchase. */
export interface WithdrawalState {
  /** Open: until when (and whether the event's start closes it first), and how the money goes back. */
  open: (WithdrawalWindow & { method: WithdrawalMethod; amountCentavos: number }) | null;
  /** When the buyer withdrew it (ISO), or null. */
  withdrawnAt: string | null;
  /** Withdrawn, paid by boleto, and its money not sent back yet: staff return it by transfer. */
  returnPending: boolean;
}

const itemOf = (holder: PurchaseHolder): SQL =>
  'reference' in holder
    ? and(
        eq(cashFlowItems.id, holder.reference.itemId),
        eq(cashFlowItems.publicRef, holder.reference.reference),
        eq(products.hash, holder.reference.hash),
      )!
    : and(eq(cashFlowItems.id, holder.itemId), eq(cashFlowItems.memberId, holder.memberId))!;

/** The holder's item (never another's), the event it is a ticket to, and the payment that paid it. */
export async function purchaseOf(db: Db, holder: PurchaseHolder) {
  const [item] = await db
    .select({
      id: cashFlowItems.id,
      associationId: cashFlowItems.associationId,
      kind: cashFlowItems.kind,
      paidAt: cashFlowItems.paidAt,
      cancelledAt: cashFlowItems.cancelledAt,
      eventStartsAt: congressEvents.startsAt,
    })
    .from(cashFlowItems)
    .leftJoin(products, eq(products.id, cashFlowItems.productId))
    .leftJoin(congressEvents, eq(congressEvents.productId, cashFlowItems.productId))
    .where(itemOf(holder));
  if (!item) return undefined;
  const paid = (await paymentsOfItems(db, [item.id])).sort((a, b) => b.payment.id - a.payment.id)[0];
  const [payment] = paid
    ? await db
        .select({
          id: transactions.id,
          itemId: transactions.itemId,
          method: transactions.method,
          status: transactions.status,
          gatewayId: transactions.gatewayId,
          refundedAt: transactions.refundedAt,
          refundReason: transactions.refundReason,
        })
        .from(transactions)
        .where(eq(transactions.id, paid.payment.id))
    : [];
  const share = paid?.shares.find((s) => s.itemId === item.id)?.shareCentavos;
  return { item, payment: payment && share !== undefined ? { ...payment, share } : undefined };
}

type Purchase = NonNullable<Awaited<ReturnType<typeof purchaseOf>>>;

const methodOf = (code: string): WithdrawalMethod | undefined => {
  const method = recordedMethodOf(code);
  return method === 'pix' || method === 'card' || method === 'boleto' ? method : undefined;
};

/** Why this purchase may not be withdrawn now (pt-BR, for the buyer), or its window and method. */
export function checked({ item, payment }: Purchase, now: Date) {
  if (item.kind !== 'product') return failed(WITHDRAWAL_MSG.notPurchase, 409);
  if (payment?.status === 'refunded' && payment.refundReason === 'cdc-49')
    return failed(WITHDRAWAL_MSG.already(payment.refundedAt ?? now), 409);
  if (payment?.status === 'refunded' || item.cancelledAt) return failed(WITHDRAWAL_MSG.cancelled, 409);
  const method = payment && methodOf(payment.method);
  if (!item.paidAt || payment?.status !== 'succeeded' || !payment.gatewayId || !method)
    return failed(WITHDRAWAL_MSG.notPaid, 409);
  const window = withdrawalWindow(item.paidAt, item.eventStartsAt);
  if (!withdrawalOpen(window, now))
    return failed(
      window.eventFirst ? WITHDRAWAL_MSG.eventStarted : WITHDRAWAL_MSG.expired(window.until),
      409,
    );
  return succeeded({ window, method, payment: { ...payment, gatewayId: payment.gatewayId } });
}

/** The right to withdraw as the buyer's screens show it; undefined when the item is not the holder's. */
export async function withdrawalStateOf(
  db: Db,
  holder: PurchaseHolder,
  now = new Date(),
): Promise<WithdrawalState | undefined> {
  const purchase = await purchaseOf(db, holder);
  if (!purchase) return undefined;
  const { payment } = purchase;
  const withdrawnAt =
    payment?.status === 'refunded' && payment.refundReason === 'cdc-49'
      ? (payment.refundedAt?.toISOString() ?? null)
      : null;
  const open = checked(purchase, now);
  const [owed] =
    withdrawnAt && payment
      ? await db
          .select({ status: refundTransfers.status })
          .from(refundTransfers)
          .where(eq(refundTransfers.transactionId, payment.id))
      : [];
  return {
    open: open.ok
      ? { ...open.value.window, method: open.value.method, amountCentavos: open.value.payment.share }
      : null,
    withdrawnAt,
    returnPending: owed?.status === 'to-return',
  };
}

/** The withdrawal state of each of a member's items (Meus ingressos), by item id. */
export async function withdrawalStatesOf(
  db: Db,
  memberId: number,
  itemIds: readonly number[],
  now = new Date(),
) {
  const own = await db
    .select({ id: cashFlowItems.id })
    .from(cashFlowItems)
    .where(and(eq(cashFlowItems.memberId, memberId), inArray(cashFlowItems.id, [...itemIds])));
  const states = new Map<number, WithdrawalState>();
  for (const { id } of own) {
    const state = await withdrawalStateOf(db, { memberId, itemId: id }, now);
    if (state) states.set(id, state);
  }
  return states;
}
