import { and, eq, like } from 'drizzle-orm';
import { cashFlowItems, transactions } from '../db/schema';
import { isAsaasGateway } from '../gateways/payment/asaas/asaas-gateway';
import type { AssociationGateways } from './association-gateway';
import { ASAAS_ACCOUNT_PREFIX } from '../associations/asaas-credentials';
import { sweepAsaasPayments, type AsaasSweepCounts } from './asaas-sweep';
import type { PaymentDeps } from './payment-deps';

/**
 * The Asaas sweep of every association's own account that holds pending charges of ours (each
 * version of its settings that took one, so a later switch still recovers and withdraws them).
 * One account that cannot be read is logged and left for the next run; the others are swept.
 */
export async function sweepAssociationsAsaasPayments(
  deps: PaymentDeps & { associationGateways: Pick<AssociationGateways, 'gatewayForAccount'> },
  now = new Date(),
): Promise<AsaasSweepCounts & { accounts: number }> {
  const total = { accounts: 0, recovered: 0, withdrawn: 0 };
  const accounts = await deps.db
    .selectDistinct({ associationId: cashFlowItems.associationId, account: transactions.gatewayAccount })
    .from(transactions)
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
    .where(
      and(eq(transactions.status, 'pending'), like(transactions.gatewayAccount, `${ASAAS_ACCOUNT_PREFIX}%`)),
    );
  for (const { associationId, account } of accounts) {
    try {
      const gateway = await deps.associationGateways.gatewayForAccount(associationId, account);
      if (!isAsaasGateway(gateway)) continue;
      const swept = await sweepAsaasPayments(deps, gateway, now, account!);
      total.accounts += 1;
      total.recovered += swept.recovered;
      total.withdrawn += swept.withdrawn;
    } catch (error) {
      deps.log?.warn({ err: error, associationId }, 'Asaas payments of an association not swept');
    }
  }
  return total;
}
