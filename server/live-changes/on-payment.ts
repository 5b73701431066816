import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { PaymentSettledEvent } from '../db/schema-settlement';
import { paymentWithShares } from '../payments/item-shares';
import type { PaymentRefundedListener } from '../payments/payment-refunded';
import type { ChangeEvents } from '../live-status/change-events';
import { whoseItems } from './whose-items';

interface ChangeDeps {
  db: Db;
  changeEvents?: ChangeEvents | undefined;
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
}

/** Tells the screens open on these items that they changed; a screen that missed it asks on return. */
async function tellWhoseItems(deps: ChangeDeps, itemIds: readonly number[], context: object) {
  if (!deps.changeEvents) return;
  try {
    await deps.changeEvents.publish(await whoseItems(deps.db, itemIds));
  } catch (error) {
    deps.log?.warn({ err: error, ...context }, 'change not published to the open screens');
  }
}

/** A payment settled: the member's Home and history, and the association's Pagamentos and Painel. */
export const changesOnPaymentSettled = (deps: ChangeDeps) => ({
  name: 'telas-ao-vivo',
  run: (event: PaymentSettledEvent) =>
    tellWhoseItems(deps, event.itemIds, { transactionId: event.transactionId }),
});

/** A payment refunded (whole or in part): the same screens, every item the payment paid. */
export const changesOnPaymentRefunded: PaymentRefundedListener = {
  name: 'telas-ao-vivo',
  async run(deps, { paymentId }) {
    const paid = await paymentWithShares(deps.db, paymentId);
    await tellWhoseItems(deps, paid?.shares.map((s) => s.itemId) ?? [], { paymentId });
  },
};
