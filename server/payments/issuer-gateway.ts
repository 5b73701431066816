import type { Db } from '../db/client';
import {
  isCurrentAccount,
  pixCredentialsRevision,
  readPixCredentials,
  readPixCredentialsVersion,
  type IssuerPixCredentials,
} from '../issuers/pix-credentials';
import { asaasAccountOf, asaasRevisionOf, receivingChoiceOf } from '../issuers/asaas-credentials';
import type { SecretBox } from '../secrets/secret-box';
import type { AsaasGateway } from '../gateways/payment/asaas/asaas-gateway';
import { createIssuerAsaasGateways } from './issuer-asaas-gateways';
import type { PaymentGateway } from '../gateways/payment/payment-gateway';
import { createPixApiGateway, type PixApiGateway } from '../gateways/payment/pix-api-gateway';
import { createSandboxGateway } from '../gateways/payment/sandbox-gateway';

export interface IssuerGatewayDeps {
  db: Db;
  secretBox: SecretBox;
  /** The app's gateway (PAYMENT_GATEWAY): serves every issuer without credentials of its own. */
  defaultGateway: PaymentGateway;
  pixExpirySeconds: number;
  /** SANDBOX: an association may then choose the sandbox gateway in Recebimentos. */
  sandbox?: boolean;
}

export interface IssuerGateways {
  /**
   * The gateway that receives for this issuer, as its gestor chose in Recebimentos: its own Asaas
   * account, the sandbox (only while SANDBOX is true) or its own API Pix account; with no choice,
   * its API Pix account when it has one; else the app's default gateway. Throws when
   * the stored credentials do not open (another SECRETS_KEY): falling back would send the
   * association's money to another account.
   */
  gatewayForIssuer(issuerId: number): Promise<PaymentGateway>;
  /**
   * Only the issuer's own PSP account, never the default: what its webhook, its reconciliation
   * sweep and its webhook registration talk to. Null when it has no credentials; throws as above.
   */
  issuerPixGateway(issuerId: number): Promise<PixApiGateway | null>;
  /** Only the issuer's own Asaas account now (its webhook, its sweep): null when it has none. */
  issuerAsaasGateway(issuerId: number): Promise<{ revision: string; gateway: AsaasGateway } | null>;
  /** gatewayForIssuer and the account it is, to record on the charge it creates. */
  receiverForIssuer(issuerId: number): Promise<{ gateway: PaymentGateway; account: GatewayAccount }>;
  /**
   * The gateway of the account that took a charge, whatever the issuer uses now: the app's for
   * 'env', the recorded version of the issuer's settings (or its current ones when they name
   * the same PSP account). Null (a row older than the record): the issuer's gateway now.
   * Throws when that version is unknown or does not open.
   */
  gatewayForAccount(issuerId: number, account: GatewayAccount | null): Promise<PaymentGateway>;
  close(): void;
}

/**
 * transactions.gateway_account: 'env' (the app's gateway), 'sandbox' (the sandbox an issuer chose
 * while the app's gateway is another), 'asaas:<revision>' (a version of the issuer's Asaas
 * settings) or a revision of the issuer's API Pix settings.
 */
export type GatewayAccount = string;
export const ENV_ACCOUNT: GatewayAccount = 'env';
const SANDBOX_ACCOUNT: GatewayAccount = 'sandbox';

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

  const gatewayOf = (credentials: IssuerPixCredentials) =>
    createPixApiGateway(credentials.connection, {
      pixExpirySeconds: deps.pixExpirySeconds,
      receivingAccount: credentials.receivingAccount,
    });

  async function build(issuerId: number): Promise<Cached | null> {
    const credentials = await readPixCredentials(deps.db, deps.secretBox, issuerId);
    retire(issuerId);
    if (!credentials) return null;
    const entry: Cached = { revision: credentials.revision, gateway: gatewayOf(credentials) };
    cache.set(issuerId, entry);
    return entry;
  }

  async function issuerPixEntry(issuerId: number): Promise<Cached | null> {
    const revision = await pixCredentialsRevision(deps.db, issuerId);
    if (revision === null) {
      retire(issuerId);
      return null;
    }
    const cached = cache.get(issuerId);
    if (cached?.revision === revision) return cached;
    let pending = building.get(issuerId);
    if (!pending) {
      pending = build(issuerId).finally(() => building.delete(issuerId));
      building.set(issuerId, pending);
    }
    return pending;
  }

  const issuerPixGateway = async (issuerId: number) => (await issuerPixEntry(issuerId))?.gateway ?? null;

  /** Gateways of accounts the issuer no longer uses, by revision: their charges still live there. */
  const former = new Map<string, PixApiGateway>();

  async function formerGateway(issuerId: number, revision: string): Promise<PixApiGateway> {
    const known = former.get(revision);
    if (known) return known;
    const credentials = await readPixCredentialsVersion(deps.db, deps.secretBox, issuerId, revision);
    if (!credentials) throw new Error(`issuer ${issuerId} has no PIX settings of revision ${revision}`);
    const gateway = former.get(revision) ?? gatewayOf(credentials);
    former.set(revision, gateway);
    return gateway;
  }

  const asaas = createIssuerAsaasGateways(deps);
  let sandbox: PaymentGateway | undefined;
  /** The sandbox an issuer chose: the app's own when it is the sandbox, else one built once. */
  function sandboxReceiver(): { gateway: PaymentGateway; account: GatewayAccount } {
    if (deps.defaultGateway.name === 'sandbox') return { gateway: deps.defaultGateway, account: ENV_ACCOUNT };
    sandbox ??= createSandboxGateway(deps.db, { pixExpirySeconds: deps.pixExpirySeconds });
    return { gateway: sandbox, account: SANDBOX_ACCOUNT };
  }

  async function receiverForIssuer(issuerId: number) {
    const choice = await receivingChoiceOf(deps.db, issuerId);
    if (choice === 'asaas') {
      const own = await asaas.current(issuerId);
      if (own) return { gateway: own.gateway as PaymentGateway, account: asaasAccountOf(own.revision) };
    }
    if (choice === 'sandbox' && deps.sandbox) return sandboxReceiver();
    const own = choice === 'sandbox' ? null : await issuerPixEntry(issuerId);
    return own
      ? { gateway: own.gateway as PaymentGateway, account: own.revision }
      : { gateway: deps.defaultGateway, account: ENV_ACCOUNT };
  }

  async function gatewayForAccount(issuerId: number, account: GatewayAccount | null) {
    if (account === null) return (await receiverForIssuer(issuerId)).gateway;
    if (account === ENV_ACCOUNT) return deps.defaultGateway;
    if (account === SANDBOX_ACCOUNT) {
      if (!deps.sandbox) throw new Error('a sandbox charge outside SANDBOX');
      return sandboxReceiver().gateway;
    }
    const asaasRevision = asaasRevisionOf(account);
    if (asaasRevision !== null) return asaas.ofRevision(issuerId, asaasRevision);
    if (await isCurrentAccount(deps.db, issuerId, account)) {
      const current = await issuerPixGateway(issuerId);
      if (current) return current;
    }
    return formerGateway(issuerId, account);
  }

  return {
    async gatewayForIssuer(issuerId) {
      return (await receiverForIssuer(issuerId)).gateway;
    },
    issuerPixGateway,
    issuerAsaasGateway: (issuerId) => asaas.current(issuerId),
    receiverForIssuer,
    gatewayForAccount,
    close() {
      for (const gateway of former.values()) gateway.close();
      former.clear();
      for (const { gateway } of cache.values()) gateway.close();
      for (const gateway of retiring) gateway.close();
      cache.clear();
      retiring.clear();
    },
  };
}
