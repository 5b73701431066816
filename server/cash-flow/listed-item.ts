import type { ItemPrice } from '../dues/item-price';
import type { ItemRefund } from '../dues/item-refund';

/** A member's item as their lists and payment screens show it. */
export interface ListedItem {
  id: number;
  associationId: number;
  associationName: string;
  kind: string;
  description: string;
  productDescription: string | null;
  dueAt: Date;
  paidAt: Date | null;
  /** Today's amount (or what paid it) and how it is made up: priceOn. */
  price: ItemPrice;
  /** Lists only: an issued boleto for today's amount can still be paid ("Boleto emitido"). */
  boletoIssued?: boolean;
  /** Lists only: its last payment was refunded (all or this item's part), or null. */
  refund?: ItemRefund | null;
}
