import { and, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { failed, type Outcome } from '../../domain/outcome';
import { cashFlowItems, associationPixSettings, transactions } from '../db/schema';
import type { AssociationGateways } from './association-gateway';
import { ENV_ACCOUNT } from './association-gateway';
import { isPixApiGateway, type PixApiGateway } from '../gateways/payment/pix-api-gateway';
import type { PaymentDeps } from './payment-deps';
import {
  PIX_NOT_CONFIRMED,
  settleNotifiedPix,
  sweepReceivedPix,
  SWEEP_FIRST_LOOKBACK_MS,
  SWEEP_OVERLAP_MS,
  type ConfirmedPix,
} from './received-pix';

/** Attempts a Pix may still settle (as in received-pix): pending, or expired but paid at the last second. */
const OPEN = ['pending', 'expired'];

export interface FormerPixAccount {
  associationId: number;
  gateway: PixApiGateway;
}

/**
 * The PSP accounts an association (or every association) no longer receives on but that still hold PIX
 * charges of ours, created since `since`, which may yet be paid: a notification or a sweep of
 * the current account never sees their Pix. Versions of the account in use now are left out.
 */
async function formerPixAccounts(
  deps: Pick<PaymentDeps, 'db'> & {
    associationGateways: Pick<AssociationGateways, 'gatewayForAccount' | 'associationPixGateway'>;
  },
  since: Date,
  associationId?: number,
): Promise<FormerPixAccount[]> {
  const rows = await deps.db
    .selectDistinct({ associationId: cashFlowItems.associationId, revision: transactions.gatewayAccount })
    .from(transactions)
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
    .leftJoin(associationPixSettings, eq(associationPixSettings.associationId, cashFlowItems.associationId))
    .where(
      and(
        eq(transactions.method, 'P'),
        inArray(transactions.status, OPEN),
        isNotNull(transactions.gatewayAccount),
        ne(transactions.gatewayAccount, ENV_ACCOUNT),
        sql`${transactions.gatewayAccount} is distinct from ${associationPixSettings.revision}::text`,
        gt(transactions.createdAt, since),
        associationId === undefined ? undefined : eq(cashFlowItems.associationId, associationId),
      ),
    );
  const accounts: FormerPixAccount[] = [];
  const seen = new Set<PixApiGateway>();
  for (const row of rows) {
    const gateway = await deps.associationGateways.gatewayForAccount(row.associationId, row.revision);
    const current = await deps.associationGateways.associationPixGateway(row.associationId);
    // A newer version of the same account is the current gateway: already asked.
    if (!isPixApiGateway(gateway) || gateway === current || seen.has(gateway)) continue;
    seen.add(gateway);
    accounts.push({ associationId: row.associationId, gateway });
  }
  return accounts;
}

/** How old a charge at a former account may be and still be looked for (a cobv is payable for weeks). */
const FORMER_ACCOUNT_LOOKBACK_MS = 90 * 24 * 3600_000;

type FormerDeps = PaymentDeps & { associationGateways: AssociationGateways };

/**
 * A notification the association's current account does not know may be of a charge taken at one of
 * its former accounts (that PSP still calls the association's webhook): each is asked in turn, and the
 * first that confirms the Pix settles it. An account that cannot be asked is logged and skipped.
 */
export async function settleNotifiedPixAtFormerAccounts(
  deps: FormerDeps,
  associationId: number,
  endToEndId: string,
  now = new Date(),
): Promise<Outcome<ConfirmedPix>> {
  const since = new Date(now.getTime() - FORMER_ACCOUNT_LOOKBACK_MS);
  for (const former of await formerPixAccounts(deps, since, associationId)) {
    try {
      const outcome = await settleNotifiedPix(deps, former.gateway, { associationId }, endToEndId, now);
      if (outcome.ok) return outcome;
    } catch (error) {
      deps.log?.warn(
        { err: error, associationId },
        'PIX not confirmed at a former account of the association',
      );
    }
  }
  return failed(PIX_NOT_CONFIRMED);
}

/** The reconciliation's GET /pix over every former account that still holds open charges. */
export function createFormerPixSweeper(deps: FormerDeps) {
  const lastEnds = new Map<PixApiGateway, Date>();
  return async (now = new Date()) => {
    const total = { accounts: 0, seen: 0, settled: 0 };
    let formers: FormerPixAccount[] = [];
    try {
      formers = await formerPixAccounts(deps, new Date(now.getTime() - FORMER_ACCOUNT_LOOKBACK_MS));
    } catch (error) {
      deps.log?.warn({ err: error }, 'former PIX accounts not listed');
    }
    for (const { associationId, gateway } of formers) {
      try {
        const last = lastEnds.get(gateway);
        const from = last
          ? new Date(last.getTime() - SWEEP_OVERLAP_MS)
          : new Date(now.getTime() - SWEEP_FIRST_LOOKBACK_MS);
        const swept = await sweepReceivedPix(deps, gateway, from, now, { associationId });
        lastEnds.set(gateway, now);
        total.accounts += 1;
        total.seen += swept.seen;
        total.settled += swept.settled;
      } catch (error) {
        deps.log?.warn({ err: error, associationId }, 'received PIX of a former account not swept');
      }
    }
    return total;
  };
}
