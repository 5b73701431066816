import { sql } from 'drizzle-orm';
import { splitRefund } from '../../domain/refund-split';
import { cashFlowItems } from '../db/schema';

/** What went back of an item's payment, as the member's lists say it ("Estornado em …"). */
export interface ItemRefund {
  at: Date;
  /** This item's part of what went back. */
  amountCentavos: number;
  /** This item's share of the payment. */
  paidCentavos: number;
}

/**
 * The item's last payment when it was refunded, as PostgreSQL packs it: when, how much of the
 * payment went back, and every item's share of it ([itemId, centavos], by due date then id, as
 * server/payments/item-shares.ts orders them). SQL null when its last payment stands (paid again
 * after a refund) or it never had one.
 */
export type PackedRefund = [atMs: number, refundedCentavos: number, shares: [number, number][]];

/**
 * A correlated subquery of the listing (one query, no round trip per item): the item's payments are
 * found through the two indexes on item_id — its own payment, and the sets of "Pagar selecionados".
 */
export const lastRefundColumn = () => sql<PackedRefund | null>`(
  select case when t.status = 'refunded' then json_build_array(
      floor(extract(epoch from coalesce(t.refunded_at, t.updated_at)) * 1000)::int8,
      coalesce(t.refunded_centavos, t.amount_centavos),
      coalesce(
        (select json_agg(json_build_array(s.item_id, s.amount_centavos) order by si.due_at, si.id)
          from transaction_items s join cash_flow_items si on si.id = s.item_id
          where s.transaction_id = t.id),
        json_build_array(json_build_array(t.item_id, t.amount_centavos))))
    end
  from transactions t
  where t.status in ('succeeded', 'refunded')
    and t.id in (
      select own.id from transactions own
        where own.item_id = ${cashFlowItems.id}
          and not exists (select 1 from transaction_items os where os.transaction_id = own.id)
      union all
      select inset.transaction_id from transaction_items inset where inset.item_id = ${cashFlowItems.id})
  order by t.id desc
  limit 1)`;

/** The item's part of the refund (domain/refund-split.ts), or null when none of it went back. */
export function itemRefundOf(packed: PackedRefund | null, itemId: number): ItemRefund | null {
  if (!packed) return null;
  const [atMs, refundedCentavos, shares] = packed;
  const index = shares.findIndex(([id]) => id === itemId);
  if (index < 0) return null;
  const amounts = shares.map(([, centavos]) => centavos);
  const total = amounts.reduce((sum, centavos) => sum + centavos, 0);
  const amountCentavos = splitRefund(amounts, Math.min(refundedCentavos, total))[index]!;
  if (amountCentavos === 0) return null;
  return { at: new Date(atMs), amountCentavos, paidCentavos: amounts[index]! };
}
