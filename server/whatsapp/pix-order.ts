import { createHash } from 'node:crypto';
import { CLOUD_PIX_KEY_TYPES, type PixKeyType } from '../messaging/whatsapp/cloud-api';

/** Amounts in Meta's orders are integers over an offset: 100 makes them centavos. */
const money = (centavos: number) => ({ value: centavos, offset: 100 });

/** A Pix key as WhatsApp shows it beside the code, with its DICT type. */
export interface PixKey {
  key: string;
  keyType: PixKeyType;
}

export interface PixOrder {
  referenceId: string;
  /** The message's text (the order itself is drawn by WhatsApp). */
  body: string;
  brCode: string;
  /** The account holder, as WhatsApp shows it. */
  merchantName: string;
  pixKey: PixKey;
  items: { id: number; name: string; amountCentavos: number }[];
}

/** Meta's item names and merchant names are short: longer ones are cut. */
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The order's reference: the charge and the member's message it answers, so that each
 * order_details has its own (Meta asks one per message) and a rerun rebuilds the same one.
 * Letters, digits, dots and dashes, at most 35 characters.
 */
export function orderReferenceOf(transactionId: number, messageId: string, memberId: number): string {
  const salt = createHash('sha256').update(`${messageId}:${memberId}`).digest('hex').slice(0, 8);
  return `quita-${transactionId}-${salt}`;
}

/**
 * Meta's "Offsite Pix" order_details (interactive, action review_and_pay): the items at today's
 * amounts, their sum as subtotal and total, and the charge's dynamic BR Code as pix_dynamic_code.
 */
export function orderDetailsOf(order: PixOrder): Record<string, unknown> {
  const subtotal = order.items.reduce((sum, item) => sum + item.amountCentavos, 0);
  return {
    type: 'order_details',
    body: { text: order.body },
    action: {
      name: 'review_and_pay',
      parameters: {
        reference_id: order.referenceId,
        type: 'digital-goods',
        payment_type: 'br',
        payment_settings: [
          {
            type: 'pix_dynamic_code',
            pix_dynamic_code: {
              code: order.brCode,
              merchant_name: cut(order.merchantName, 60),
              key: order.pixKey.key,
              key_type: CLOUD_PIX_KEY_TYPES[order.pixKey.keyType],
            },
          },
        ],
        currency: 'BRL',
        total_amount: money(subtotal),
        order: {
          status: 'pending',
          items: order.items.map((item) => ({
            retailer_id: `item-${item.id}`,
            name: cut(item.name, 60),
            amount: money(item.amountCentavos),
            quantity: 1,
          })),
          subtotal: money(subtotal),
        },
      },
    },
  };
}

/** The order_status update (interactive, action review_order) of an order: paid, it is completed. */
export function orderCompletedOf(referenceId: string, text: string): Record<string, unknown> {
  return {
    type: 'order_status',
    body: { text },
    action: {
      name: 'review_order',
      parameters: { reference_id: referenceId, order: { status: 'completed', description: text } },
    },
  };
}
