import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { IssuerGateways } from '../gateways/payment/issuer-gateway';
import type { PaymentGateway } from '../gateways/payment/payment-gateway';
import type { TransactionEvents } from '../events/transaction-events';
import type { Outbox } from '../messaging/outbox';

/** What the payment service needs; the app itself fits. */
export interface PaymentDeps {
  db: Db;
  /** The app's gateway (PAYMENT_GATEWAY): serves every issuer without a PSP account of its own. */
  gateway: PaymentGateway;
  /**
   * Each issuer's own PSP account (Recebimentos). The app always has it; a caller without it (a
   * test with a gateway of its own) has every issuer served by `gateway`.
   */
  issuerGateways?: Pick<IssuerGateways, 'gatewayForIssuer' | 'receiverForIssuer' | 'gatewayForAccount'>;
  outbox: Outbox;
  /** Tells open payment screens of a status change (optional in tests). */
  transactionEvents?: TransactionEvents;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /**
   * PUBLIC_URL (the receipt e-mail's links), the sandbox's crash hook (tests of the
   * reconciliation) and the secrets' key (the e-mailed ticket is signed).
   */
  config: Pick<Config, 'crashAfterGatewayCharge' | 'publicUrl' | 'secretsKey' | 'jwtSecret'>;
}
