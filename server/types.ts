import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SessionVersions } from './auth/session-versions';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { PaymentGateway } from './gateways/payment/payment-gateway';
import type { TransactionEvents } from './events/transaction-events';
import type { Outbox } from './messaging/outbox';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface TokenClaims {
  sub: string;
  /** The member's token version when the token was signed; a newer version revokes it. */
  ver: number;
  /** Set only on the short-lived token validarPIN returns (signed with its own key). */
  pin?: boolean;
  /** Seconds since the epoch; set by the signer. */
  exp?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    outbox: Outbox;
    transactionEvents: TransactionEvents;
    sessionVersions: SessionVersions;
    gateway: PaymentGateway;
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    memberId: number;
  }
  interface FastifyContextConfig {
    /** The call answers errors as RESULTADO/MSG (Fluxo and public-purchase areas). */
    upperCase?: boolean;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}
