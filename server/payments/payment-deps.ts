import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { PaymentGateway } from '../gateways/payment/payment-gateway';
import type { TransactionEvents } from '../events/transaction-events';
import type { Outbox } from '../messaging/outbox';

/** What the payment service needs; the app itself fits. */
export interface PaymentDeps {
  db: Db;
  gateway: PaymentGateway;
  outbox: Outbox;
  /** Tells open payment screens of a status change (optional in tests). */
  transactionEvents?: TransactionEvents;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}
