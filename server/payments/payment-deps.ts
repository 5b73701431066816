import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { AssociationGateways } from './association-gateway';
import type { PaymentGateway } from '../gateways/payment/payment-gateway';
import type { ChangeEvents } from '../live-status/change-events';
import type { TransactionEvents } from '../live-status/transaction-events';
import type { Outbox } from '../messaging/outbox';
import type { SettledEffects } from './settled-effects';
import type { ChargeGuard } from './charge-guards';
import type { MethodCharges } from './methods/method-charge';
import type { PaymentEndListener } from './payment-end-listeners';
import type { PaymentRefundedListener } from './payment-refunded';

/** What the payment service needs; the app itself fits. */
export interface PaymentDeps {
  db: Db;
  /** The app's gateway (PAYMENT_GATEWAY): serves every association without a PSP account of its own. */
  gateway: PaymentGateway;
  /**
   * Each association's own PSP account (Recebimentos). The app always has it; a caller without it (a
   * test with a gateway of its own) has every association served by `gateway`.
   */
  associationGateways?: Pick<
    AssociationGateways,
    'gatewayForAssociation' | 'receiverForAssociation' | 'gatewayForAccount'
  >;
  outbox: Outbox;
  /** Tells open payment screens of a status change (optional in tests). */
  transactionEvents?: TransactionEvents;
  /** Tells the screens open on a member's or an association's data that it changed (optional in tests). */
  changeEvents?: ChangeEvents;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** What the areas check before a payment of their items starts (an event's seats). */
  chargeGuards: readonly ChargeGuard[];
  /** How each method is charged (server/payment-areas.ts: each method's area registers it). */
  methodCharges: MethodCharges;
  /** What the areas do when a pending payment ends, paid or failed (a Pix Automático charge). */
  paymentEndListeners: readonly PaymentEndListener[];
  /** What the areas do when a payment is refunded (its service invoices cancelled). */
  paymentRefundedListeners: readonly PaymentRefundedListener[];
  /** The handlers of "payment settled" (the app's; without it the sweep job runs them). */
  settledEffects?: SettledEffects;
  /**
   * PUBLIC_URL (the receipt e-mail's links), the sandbox's crash hook (tests of the
   * reconciliation), the secrets' key (the e-mailed ticket is signed) and SANDBOX (an
   * association without WhatsApp settings sends to the sandbox's WhatsApp).
   */
  config: Pick<
    Config,
    | 'crashAfterGatewayCharge'
    | 'crashAfterSettleCommit'
    | 'publicUrl'
    | 'secretsKey'
    | 'jwtSecret'
    | 'sandbox'
  >;
}
