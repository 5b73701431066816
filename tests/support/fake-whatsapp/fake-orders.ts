import { invalidParameter, requiredParameter } from './graph-error';

type Json = Record<string, unknown>;

/** Letters, digits, underscores, dashes and dots, at most 35 (the Orders API's reference_id). */
const REFERENCE_ID = /^[A-Za-z0-9_.-]{1,35}$/;
const ORDER_STATUSES = ['pending', 'processing', 'partially_shipped', 'shipped', 'completed', 'canceled'];
const PIX_KEY_TYPES = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP'];

/** An amount of the Orders API: an integer value over offset 100 (centavos for BRL). */
const isAmount = (a: unknown): a is { value: number; offset: number } =>
  !!a &&
  typeof a === 'object' &&
  Number.isInteger((a as Json).value) &&
  ((a as Json).value as number) >= 0 &&
  (a as Json).offset === 100;
const valueOf = (a: unknown) => (isAmount(a) ? a.value : 0);

/** Items, subtotal and the total Meta checks: total_amount = subtotal + tax + shipping − discount. */
function orderRefusal(order: Json, totalAmount: { value: number }): Json | null {
  if (order.status !== 'pending')
    return invalidParameter("order.status of an order_details must be 'pending'.");
  const items = order.items;
  if (!Array.isArray(items) || items.length === 0) return requiredParameter("order['items']");
  let sum = 0;
  for (const item of items as Json[]) {
    if (typeof item.name !== 'string' || !item.name) return requiredParameter("order['items'][]['name']");
    if (!isAmount(item.amount)) return invalidParameter('order.items[].amount must be {value, offset: 100}.');
    if (!Number.isInteger(item.quantity) || (item.quantity as number) < 1)
      return invalidParameter('order.items[].quantity must be a positive integer.');
    sum += item.amount.value * (item.quantity as number);
  }
  if (!isAmount(order.subtotal) || order.subtotal.value !== sum)
    return invalidParameter('order.subtotal must be the sum of the items (amount × quantity).');
  for (const part of ['tax', 'shipping', 'discount'])
    if (order[part] !== undefined && !isAmount(order[part]))
      return invalidParameter(`order.${part} must be {value, offset: 100}.`);
  const total = sum + valueOf(order.tax) + valueOf(order.shipping) - valueOf(order.discount);
  if (totalAmount.value !== total)
    return invalidParameter('total_amount must be subtotal + tax + shipping - discount.');
  return null;
}

/** "Offsite Pix": a pix_dynamic_code with the code, the account holder, the key and its type. */
function pixRefusal(settings: unknown): Json | null {
  if (!Array.isArray(settings) || settings.length === 0)
    return requiredParameter("parameters['payment_settings']");
  const pix = (settings as Json[]).find((s) => s.type === 'pix_dynamic_code')?.pix_dynamic_code as
    Json | undefined;
  if (!pix) return invalidParameter("payment_settings needs one of type 'pix_dynamic_code' here.");
  for (const field of ['code', 'merchant_name', 'key'])
    if (typeof pix[field] !== 'string' || !pix[field])
      return requiredParameter(`pix_dynamic_code['${field}']`);
  if (!(pix.code as string).startsWith('000201'))
    return invalidParameter('pix_dynamic_code.code is not a BR Code.');
  if (!PIX_KEY_TYPES.includes(pix.key_type as string))
    return invalidParameter(`pix_dynamic_code.key_type must be one of ${PIX_KEY_TYPES.join(', ')}.`);
  return null;
}

/**
 * What the Payments API (Brazil) refuses of an order_details or order_status message, as its
 * reference documents them; null: accepted. (Which reference ids exist is the server's to know.)
 */
export function orderMessageRefusal(interactive: Json): Json | null {
  const action = (interactive.action ?? {}) as Json;
  const parameters = (action.parameters ?? {}) as Json;
  const reference = parameters.reference_id;
  if (typeof reference !== 'string' || !reference)
    return requiredParameter("interactive['action']['parameters']['reference_id']");
  if (!REFERENCE_ID.test(reference))
    return invalidParameter('reference_id takes letters, digits, _, - and . only, at most 35 characters.');
  const body = interactive.body as Json | undefined;
  if (typeof body?.text !== 'string' || !body.text) return requiredParameter("interactive['body']['text']");
  if (interactive.type === 'order_status') {
    if (action.name !== 'review_order') return invalidParameter("action.name must be 'review_order'.");
    const status = (parameters.order as Json | undefined)?.status;
    if (!ORDER_STATUSES.includes(status as string))
      return invalidParameter(`order.status must be one of ${ORDER_STATUSES.join(', ')}.`);
    return null;
  }
  if (action.name !== 'review_and_pay') return invalidParameter("action.name must be 'review_and_pay'.");
  if (!['digital-goods', 'physical-goods'].includes(parameters.type as string))
    return invalidParameter("parameters.type must be 'digital-goods' or 'physical-goods'.");
  if (parameters.payment_type !== 'br') return invalidParameter("payment_type must be 'br'.");
  if (parameters.currency !== 'BRL') return invalidParameter('currency must be BRL.');
  if (!isAmount(parameters.total_amount))
    return invalidParameter('total_amount must be {value, offset: 100}.');
  const order = parameters.order as Json | undefined;
  return (
    pixRefusal(parameters.payment_settings) ?? (order ? orderRefusal(order, parameters.total_amount) : null)
  );
}
