import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MemberSessions } from './auth/member-sessions';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { IssuerGateways } from './gateways/payment/issuer-gateway';
import type { PaymentGateway } from './gateways/payment/payment-gateway';
import type { TransactionEvents } from './events/transaction-events';
import type { Outbox } from './messaging/outbox';
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

export interface TokenClaims {
  sub: string;
  /** The member's token version when the token was signed; a newer version revokes it. */
  ver: number;
  /** The login session of a member's token (and of the PIN tokens issued within it). */
  sid?: string;
  /** Set only on the short-lived token validarPIN returns (signed with its own key). */
  pin?: boolean;
  /** Set only on gestão tokens: sub is then a staff id, never a member's. */
  staff?: boolean;
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
    memberSessions: MemberSessions;
    gateway: PaymentGateway;
    /** Where files sent through /api/uploads live (DATA_DIR/uploads or a bucket). */
    uploadStore: UploadStore;
    /** The gateway of each issuer: its own PSP account (Recebimentos), else `gateway`. */
    issuerGateways: IssuerGateways;
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
    /** Set by staffOnly: who is calling and for which issuer (never taken from the request). */
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
