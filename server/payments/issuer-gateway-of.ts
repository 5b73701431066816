import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cashFlowItems, transactions } from '../db/schema';
import { ENV_ACCOUNT } from './issuer-gateway';
import type { PaymentGateway } from '../gateways/payment/payment-gateway';
import type { PaymentDeps } from './payment-deps';

type GatewayDeps = Pick<PaymentDeps, 'db' | 'gateway' | 'issuerGateways'>;

/**
 * The gateway that receives for an issuer: its own PSP account when it has one, else the app's.
 * Throws when its stored credentials do not open: its money must never go to another account.
 */
export function gatewayOfIssuer(deps: GatewayDeps, issuerId: number): Promise<PaymentGateway> {
  return deps.issuerGateways ? deps.issuerGateways.gatewayForIssuer(issuerId) : Promise.resolve(deps.gateway);
}

/** The issuer a transaction pays (every item of one payment is of one issuer). */
async function issuerOfItem(db: Db, itemId: number): Promise<number> {
  const [item] = await db
    .select({ issuerId: cashFlowItems.issuerId })
    .from(cashFlowItems)
    .where(eq(cashFlowItems.id, itemId));
  if (!item) throw new Error(`cash-flow item ${itemId} not found`);
  return item.issuerId;
}

/**
 * The gateway that holds a transaction's charge: the account recorded when it was created (the
 * install's or a version of its issuer's own), even when the issuer uses another account now.
 */
export async function gatewayOfTransaction(
  deps: GatewayDeps,
  tx: { itemId: number; gatewayAccount: string | null },
): Promise<PaymentGateway> {
  if (!deps.issuerGateways) return deps.gateway;
  return deps.issuerGateways.gatewayForAccount(await issuerOfItem(deps.db, tx.itemId), tx.gatewayAccount);
}

/** The gateway that receives for an issuer now, and the account to record on the charge it takes. */
export function receiverOfIssuer(
  deps: GatewayDeps,
  issuerId: number,
): Promise<{ gateway: PaymentGateway; account: string }> {
  return deps.issuerGateways
    ? deps.issuerGateways.receiverForIssuer(issuerId)
    : Promise.resolve({ gateway: deps.gateway, account: ENV_ACCOUNT });
}

/**
 * The gateway a recorded transaction's charge goes to, sent again or for the first time: the
 * account recorded on it, else the issuer's now, recorded before the PSP hears of the charge.
 */
export async function gatewayToSend(
  deps: GatewayDeps,
  transactionId: number,
  issuerId: number,
): Promise<PaymentGateway> {
  const [row] = await deps.db
    .select({ gatewayAccount: transactions.gatewayAccount })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  if (row?.gatewayAccount && deps.issuerGateways) {
    return deps.issuerGateways.gatewayForAccount(issuerId, row.gatewayAccount);
  }
  const receiver = await receiverOfIssuer(deps, issuerId);
  await deps.db
    .update(transactions)
    .set({ gatewayAccount: receiver.account })
    .where(and(eq(transactions.id, transactionId), isNull(transactions.gatewayAccount)));
  return receiver.gateway;
}
