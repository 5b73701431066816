import type { Outcome } from '../../domain/outcome';
import type { Db } from '../db/client';

/**
 * A check an area makes before a payment of its items reaches the gateway (an event's seats): a
 * refusal stops the payment with its message. Items the area does not know pass untouched. Each
 * area registers its own in server/payment-areas.ts, as the settled handlers.
 */
export interface ChargeGuard {
  name: string;
  check(db: Db, itemIds: readonly number[], now: Date): Promise<Outcome<undefined>>;
}
