import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MemberSessions } from './auth/member-sessions';
import type { TokenClaims } from './auth/token-claims';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { AssociationGateways } from './payments/association-gateway';
import type { PaymentGateway } from './gateways/payment/payment-gateway';
import type { ChangeEvents } from './live-status/change-events';
import type { TransactionEvents } from './live-status/transaction-events';
import type { Outbox } from './messaging/outbox';
import type { SettledEffects } from './payments/settled-effects';
import type { ChargeGuard } from './payments/charge-guards';
import type { MethodCharges } from './payments/methods/method-charge';
import type { PaymentEndListener } from './payments/payment-end-listeners';
import type { PaymentRefundedListener } from './payments/payment-refunded';
import type { UploadStore } from './uploads/upload-store';
import type { StaffRole } from '../domain/contract/gestao-session';
import type { StaffSession } from './gestao/staff-accounts';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type { TokenClaims } from './auth/token-claims';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    outbox: Outbox;
    transactionEvents: TransactionEvents;
    changeEvents: ChangeEvents;
    memberSessions: MemberSessions;
    gateway: PaymentGateway;
    /** Where files sent through /api/uploads live (DATA_DIR/uploads or a bucket). */
    uploadStore: UploadStore;
    /** The gateway of each association: its own PSP account (Recebimentos), else `gateway`. */
    associationGateways: AssociationGateways;
    settledEffects: SettledEffects;
    /** What the areas check before a payment of their items starts (server/payment-areas.ts). */
    chargeGuards: readonly ChargeGuard[];
    /** How each payment method is charged (server/payment-areas.ts). */
    methodCharges: MethodCharges;
    /** What the areas do when a pending payment ends (server/payment-areas.ts). */
    paymentEndListeners: readonly PaymentEndListener[];
    paymentRefundedListeners: readonly PaymentRefundedListener[];
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** The claims of the request's well-formed, validly signed Bearer token, or null. */
    verifiedClaims: (request: FastifyRequest) => TokenClaims | null;
    /** onRequest hook of a gestão route: a staff session of one of these roles (any when none). */
    staffOnly: (...roles: StaffRole[]) => (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    memberId: number;
    /** Set by authenticate: the member's login session (the token's sid). */
    sessionId: string;
    /** Set by staffOnly: who is calling and for which association (never taken from the request). */
    staff: StaffSession;
  }
  interface FastifyContextConfig {
    /** The call answers errors as RESULTADO/MSG (Fluxo and public-purchase areas). */
    upperCase?: boolean;
    /** Our own API (back office, webhooks): errors as { ok: false, message }. */
    ownVocabulary?: boolean;
    /** Back office: the roles that may call the route (any staff when absent). */
    staffRoles?: StaffRole[];
    /** Back office: a route that needs no staff session (login, invitation acceptance). */
    publicRoute?: boolean;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}
