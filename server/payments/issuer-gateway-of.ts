import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cashFlowItems } from '../db/schema';
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
export async function issuerOfItem(db: Db, itemId: number): Promise<number> {
  const [item] = await db
    .select({ issuerId: cashFlowItems.issuerId })
    .from(cashFlowItems)
    .where(eq(cashFlowItems.id, itemId));
  if (!item) throw new Error(`cash-flow item ${itemId} not found`);
  return item.issuerId;
}

/** The gateway that holds a transaction's charge: its issuer's. */
export async function gatewayOfTransaction(
  deps: GatewayDeps,
  tx: { itemId: number },
): Promise<PaymentGateway> {
  if (!deps.issuerGateways) return deps.gateway;
  return gatewayOfIssuer(deps, await issuerOfItem(deps.db, tx.itemId));
}
