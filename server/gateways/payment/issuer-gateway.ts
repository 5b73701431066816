import type { Db } from '../../db/client';
import { pixCredentialsRevision, readPixCredentials } from '../../issuers/pix-credentials';
import type { SecretBox } from '../../secrets/secret-box';
import type { PaymentGateway } from './payment-gateway';
import { createPixApiGateway, type PixApiGateway } from './pix-api-gateway';

export interface IssuerGatewayDeps {
  db: Db;
  secretBox: SecretBox;
  /** The app's gateway (PAYMENT_GATEWAY): serves every issuer without credentials of its own. */
  defaultGateway: PaymentGateway;
  pixExpirySeconds: number;
}

export interface IssuerGateways {
  /**
   * The gateway that receives for this issuer: a pix-api gateway on the issuer's own PSP account
   * when a gestor saved credentials in Recebimentos, else the app's default gateway. Throws when
   * the stored credentials do not open (another SECRETS_KEY): falling back would send the
   * association's money to another account.
   */
  gatewayForIssuer(issuerId: number): Promise<PaymentGateway>;
  /**
   * Only the issuer's own PSP account, never the default: what its webhook, its reconciliation
   * sweep and its webhook registration talk to. Null when it has no credentials; throws as above.
   */
  issuerPixGateway(issuerId: number): Promise<PixApiGateway | null>;
  close(): void;
}

/** A replaced gateway's connections stay open this long for the calls still using them. */
const RETIRE_AFTER_MS = 60_000;

interface Cached {
  revision: string;
  gateway: PixApiGateway;
}

/**
 * One pix-api gateway per issuer (its OAuth token and mTLS connections reused between payments),
 * keyed by the stored credentials' revision: each call reads that revision, so a save on any
 * instance replaces the gateway on every instance at its next payment.
 */
export function createIssuerGateways(deps: IssuerGatewayDeps): IssuerGateways {
  const cache = new Map<number, Cached>();
  const building = new Map<number, Promise<Cached | null>>();
  const retiring = new Set<PixApiGateway>();

  function retire(issuerId: number) {
    const old = cache.get(issuerId);
    if (!old) return;
    cache.delete(issuerId);
    retiring.add(old.gateway);
    setTimeout(() => {
      retiring.delete(old.gateway);
      old.gateway.close();
    }, RETIRE_AFTER_MS).unref();
  }

  async function build(issuerId: number): Promise<Cached | null> {
    const credentials = await readPixCredentials(deps.db, deps.secretBox, issuerId);
    retire(issuerId);
    if (!credentials) return null;
    const entry: Cached = {
      revision: credentials.revision,
      gateway: createPixApiGateway(credentials.connection, {
        pixExpirySeconds: deps.pixExpirySeconds,
        receivingAccount: credentials.receivingAccount,
      }),
    };
    cache.set(issuerId, entry);
    return entry;
  }

  async function issuerPixGateway(issuerId: number): Promise<PixApiGateway | null> {
    const revision = await pixCredentialsRevision(deps.db, issuerId);
    if (revision === null) {
      retire(issuerId);
      return null;
    }
    const cached = cache.get(issuerId);
    if (cached?.revision === revision) return cached.gateway;
    let pending = building.get(issuerId);
    if (!pending) {
      pending = build(issuerId).finally(() => building.delete(issuerId));
      building.set(issuerId, pending);
    }
    return (await pending)?.gateway ?? null;
  }

  return {
    async gatewayForIssuer(issuerId) {
      return (await issuerPixGateway(issuerId)) ?? deps.defaultGateway;
    },
    issuerPixGateway,
    close() {
      for (const { gateway } of cache.values()) gateway.close();
      for (const gateway of retiring) gateway.close();
      cache.clear();
      retiring.clear();
    },
  };
}
