import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { transactions } from '../db/schema';

/**
 * What names a payment's receipt to the member: the gateway's transaction id, or, for a payment
 * staff registered by Baixa manual (no gateway), "manual-<transaction id>".
 */
export const receiptKeyOf = (tx: { gatewayId: string | null; transactionId: number }): string =>
  tx.gatewayId ?? `manual-${tx.transactionId}`;

const MANUAL_KEY = /^manual-([1-9]\d{0,9})$/;

/** The transaction a receipt key names (to be narrowed to its member by the caller). */
export function receiptKeyWhere(key: string): SQL {
  const manual = MANUAL_KEY.exec(key);
  const manualId = manual ? Number(manual[1]) : NaN;
  return Number.isSafeInteger(manualId) && manualId <= 2_147_483_647
    ? or(eq(transactions.gatewayId, key), and(isNull(transactions.gatewayId), eq(transactions.id, manualId)))!
    : eq(transactions.gatewayId, key);
}
