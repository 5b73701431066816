import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { PaymentGateway } from '../gateways/payment/payment-gateway';
import type { Outbox } from '../messaging/outbox';

/** What the payment service needs; the app itself fits. */
export interface PaymentDeps {
  db: Db;
  gateway: PaymentGateway;
  outbox: Outbox;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}
