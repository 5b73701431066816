import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { asaasRevisionOf } from '../associations/asaas-credentials';
import { asaasCustomers, associationAsaasSettingsVersions, members } from '../db/schema';
import { isAsaasGateway, type AsaasGateway } from '../gateways/payment/asaas/asaas-gateway';
import { ENV_ACCOUNT } from './association-gateway';
import type { PaymentDeps } from './payment-deps';
import { nextTryAfter, pspRetryLog } from './psp-retry';

type RemovalDeps = Pick<PaymentDeps, 'db' | 'gateway' | 'associationGateways' | 'log'>;

/**
 * The Asaas account a customer row names: the install's ('env', while PAYMENT_GATEWAY is asaas) or
 * the version of an association's settings it was created with ('asaas:<revision>'), even when the
 * association uses another account now. Throws when that account can no longer be opened.
 */
async function asaasGatewayOf(deps: RemovalDeps, account: string): Promise<AsaasGateway> {
  let gateway = account === ENV_ACCOUNT ? deps.gateway : undefined;
  const revision = asaasRevisionOf(account);
  if (revision !== null && deps.associationGateways) {
    const [version] = await deps.db
      .select({ associationId: associationAsaasSettingsVersions.associationId })
      .from(associationAsaasSettingsVersions)
      .where(eq(associationAsaasSettingsVersions.revision, revision));
    if (version) gateway = await deps.associationGateways.gatewayForAccount(version.associationId, account);
  }
  if (!gateway || !isAsaasGateway(gateway)) throw new Error(`no Asaas gateway for account ${account}`);
  return gateway;
}

/** Takes the removal of one row unless it is gone, waiting or held by another process. */
async function claim(deps: RemovalDeps, id: number, now: Date) {
  const [claimed] = await deps.db
    .update(asaasCustomers)
    .set({
      removalAttempts: sql`${asaasCustomers.removalAttempts} + 1`,
      nextRemovalAt: nextTryAfter.lease(now),
    })
    .where(
      and(
        eq(asaasCustomers.id, id),
        isNotNull(asaasCustomers.erasedAt),
        lte(asaasCustomers.nextRemovalAt, now),
      ),
    )
    .returning({ attempts: asaasCustomers.removalAttempts });
  return claimed?.attempts;
}

async function removeOne(
  deps: RemovalDeps,
  row: { id: number; account: string; customerId: string },
  now: Date,
): Promise<boolean> {
  const attempts = await claim(deps, row.id, now);
  if (attempts === undefined) return false;
  const key = eq(asaasCustomers.id, row.id);
  try {
    const gateway = await asaasGatewayOf(deps, row.account);
    const removed = await gateway.removeCustomer(row.customerId);
    if (!removed.ok) throw new Error(removed.message);
  } catch (error) {
    pspRetryLog(
      deps.log,
      attempts,
      { err: error, asaasCustomerRow: row.id, attempts },
      'customer not removed at Asaas',
    );
    await deps.db
      .update(asaasCustomers)
      .set({
        nextRemovalAt: nextTryAfter.failure(now, attempts),
        removalError: error instanceof Error ? error.message : String(error),
      })
      .where(key);
    return false;
  }
  await deps.db.delete(asaasCustomers).where(key);
  return true;
}

/**
 * Asks Asaas to remove the customers of erased people (asaas_customers rows without a CPF): right
 * after the commit for one member's erasure (its rows were marked at the same instant as the member
 * row), and from the 'clientes-asaas-remover' job for every one still due. A row Asaas removed is
 * deleted; one it failed waits longer each time. Safe to run twice: a removed row is gone, and
 * Asaas's 404 for a customer removed already counts as done.
 */
export async function removeErasedAsaasCustomers(
  deps: RemovalDeps,
  { memberId, now = new Date(), limit = 200 }: { memberId?: number; now?: Date; limit?: number } = {},
): Promise<{ removed: number; waiting: number }> {
  const erasedWithMember =
    memberId === undefined
      ? undefined
      : sql`${asaasCustomers.erasedAt} = (select ${members.erasedAt} from ${members} where ${members.id} = ${memberId})`;
  const due = await deps.db
    .select({ id: asaasCustomers.id, account: asaasCustomers.account, customerId: asaasCustomers.customerId })
    .from(asaasCustomers)
    .where(and(isNotNull(asaasCustomers.erasedAt), lte(asaasCustomers.nextRemovalAt, now), erasedWithMember))
    .orderBy(asaasCustomers.nextRemovalAt)
    .limit(limit);
  let removed = 0;
  for (const row of due) if (await removeOne(deps, row, now)) removed += 1;
  return { removed, waiting: due.length - removed };
}
