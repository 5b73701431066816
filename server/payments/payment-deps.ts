import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
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
  /** The sandbox's crash hook (tests of the reconciliation). */
  config?: Pick<Config, 'crashAfterGatewayCharge' | 'publicUrl'>;
}
