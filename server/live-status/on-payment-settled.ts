import type { FastifyBaseLogger } from 'fastify';
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { transactions } from '../db/schema';
import type { PaymentSettledEvent } from '../db/schema-settlement';
import type { TransactionEvents } from './transaction-events';

/**
 * Live status: every open payment screen of the items hears it (the settled transaction's and any
 * other attempt still pending, whose payer need not pay any more). Telling a screen twice that a
 * payment succeeded shows it once.
 */
export const liveStatusOnPaymentSettled = (deps: {
  db: Db;
  transactionEvents?: TransactionEvents | undefined;
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
}) => ({
  name: 'status-ao-vivo',
  async run(event: PaymentSettledEvent) {
    const { transactionEvents } = deps;
    if (!transactionEvents || event.itemIds.length === 0) return;
    const attempts = await deps.db
      .select({ gatewayId: transactions.gatewayId })
      .from(transactions)
      .where(
        and(
          inArray(transactions.itemId, event.itemIds),
          isNotNull(transactions.gatewayId),
          inArray(transactions.status, ['pending', 'succeeded']),
        ),
      );
    for (const { gatewayId } of attempts) {
      await transactionEvents
        .publish({ gatewayId: gatewayId!, status: 'succeeded' })
        .catch((error: unknown) => {
          // A screen that missed it asks again (its polling); the payment stands.
          deps.log?.warn({ err: error, transactionId: event.transactionId }, 'status event not published');
        });
    }
  },
});
