import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cashFlowItems, transactions } from '../db/schema';
import { ENV_ACCOUNT } from './association-gateway';
import type { PaymentGateway } from '../gateways/payment/payment-gateway';
import type { PaymentDeps } from './payment-deps';

type GatewayDeps = Pick<PaymentDeps, 'db' | 'gateway' | 'associationGateways'>;

/**
 * The gateway that receives for an association: its own PSP account when it has one, else the app's.
 * Throws when its stored credentials do not open: its money must never go to another account.
 */
export function gatewayOfAssociation(deps: GatewayDeps, associationId: number): Promise<PaymentGateway> {
  return deps.associationGateways
    ? deps.associationGateways.gatewayForAssociation(associationId)
    : Promise.resolve(deps.gateway);
}

/** The association a transaction pays (every item of one payment is of one association). */
async function associationOfItem(db: Db, itemId: number): Promise<number> {
  const [item] = await db
    .select({ associationId: cashFlowItems.associationId })
    .from(cashFlowItems)
    .where(eq(cashFlowItems.id, itemId));
  if (!item) throw new Error(`cash-flow item ${itemId} not found`);
  return item.associationId;
}

/**
 * The gateway that holds a transaction's charge: the account recorded when it was created (the
 * install's or a version of its association's own), even when the association uses another account now.
 */
export async function gatewayOfTransaction(
  deps: GatewayDeps,
  tx: { itemId: number; gatewayAccount: string | null },
): Promise<PaymentGateway> {
  if (!deps.associationGateways) return deps.gateway;
  return deps.associationGateways.gatewayForAccount(
    await associationOfItem(deps.db, tx.itemId),
    tx.gatewayAccount,
  );
}

/** The gateway that receives for an association now, and the account to record on the charge it takes. */
export function receiverOfAssociation(
  deps: GatewayDeps,
  associationId: number,
): Promise<{ gateway: PaymentGateway; account: string }> {
  return deps.associationGateways
    ? deps.associationGateways.receiverForAssociation(associationId)
    : Promise.resolve({ gateway: deps.gateway, account: ENV_ACCOUNT });
}

/**
 * The gateway a recorded transaction's charge goes to, sent again or for the first time: the
 * account recorded on it, else the association's now, recorded before the PSP hears of the charge.
 */
export async function gatewayToSend(
  deps: GatewayDeps,
  transactionId: number,
  associationId: number,
): Promise<PaymentGateway> {
  const [row] = await deps.db
    .select({ gatewayAccount: transactions.gatewayAccount })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  if (row?.gatewayAccount && deps.associationGateways) {
    return deps.associationGateways.gatewayForAccount(associationId, row.gatewayAccount);
  }
  const receiver = await receiverOfAssociation(deps, associationId);
  await deps.db
    .update(transactions)
    .set({ gatewayAccount: receiver.account })
    .where(and(eq(transactions.id, transactionId), isNull(transactions.gatewayAccount)));
  return receiver.gateway;
}
