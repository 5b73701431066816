import type { Db } from '../db/client';
import {
  isCurrentAccount,
  pixCredentialsRevision,
  readPixCredentials,
  readPixCredentialsVersion,
  type AssociationPixCredentials,
} from '../associations/pix-credentials';
import { asaasAccountOf, asaasRevisionOf, receivingChoiceOf } from '../associations/asaas-credentials';
import type { SecretBox } from '../secrets/secret-box';
import type { AsaasGateway } from '../gateways/payment/asaas/asaas-gateway';
import { createAssociationAsaasGateways } from './association-asaas-gateways';
import type { PaymentGateway } from '../gateways/payment/payment-gateway';
import { createPixApiGateway, type PixApiGateway } from '../gateways/payment/pix-api-gateway';
import { createSandboxGateway } from '../gateways/payment/sandbox-gateway';

export interface AssociationGatewayDeps {
  db: Db;
  secretBox: SecretBox;
  /** The app's gateway (PAYMENT_GATEWAY): serves every association without credentials of its own. */
  defaultGateway: PaymentGateway;
  pixExpirySeconds: number;
  /** SANDBOX: an association may then choose the sandbox gateway in Recebimentos. */
  sandbox?: boolean;
}

export interface AssociationGateways {
  /**
   * The gateway that receives for this association, as its gestor chose in Recebimentos: its own Asaas
   * account, the sandbox (only while SANDBOX is true) or its own API Pix account; with no choice,
   * its API Pix account when it has one; else the app's default gateway. Throws when
   * the stored credentials do not open (another SECRETS_KEY): falling back would send the
   * association's money to another account.
   */
  gatewayForAssociation(associationId: number): Promise<PaymentGateway>;
  /**
   * Only the association's own PSP account, never the default: what its webhook, its reconciliation
   * sweep and its webhook registration talk to. Null when it has no credentials; throws as above.
   */
  associationPixGateway(associationId: number): Promise<PixApiGateway | null>;
  /** Only the association's own Asaas account now (its webhook, its sweep): null when it has none. */
  associationAsaasGateway(associationId: number): Promise<{ revision: string; gateway: AsaasGateway } | null>;
  /** gatewayForAssociation and the account it is, to record on the charge it creates. */
  receiverForAssociation(
    associationId: number,
  ): Promise<{ gateway: PaymentGateway; account: GatewayAccount }>;
  /**
   * The gateway of the account that took a charge, whatever the association uses now: the app's for
   * 'env', the recorded version of the association's settings (or its current ones when they name
   * the same PSP account). Null (a row older than the record): the association's gateway now.
   * Throws when that version is unknown or does not open.
   */
  gatewayForAccount(associationId: number, account: GatewayAccount | null): Promise<PaymentGateway>;
  close(): void;
}

/**
 * transactions.gateway_account: 'env' (the app's gateway), 'sandbox' (the sandbox an association chose
 * while the app's gateway is another), 'asaas:<revision>' (a version of the association's Asaas
 * settings) or a revision of the association's API Pix settings.
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
 * One pix-api gateway per association (its OAuth token and mTLS connections reused between payments),
 * keyed by the stored credentials' revision: each call reads that revision, so a save on any
 * instance replaces the gateway on every instance at its next payment.
 */
export function createAssociationGateways(deps: AssociationGatewayDeps): AssociationGateways {
  const cache = new Map<number, Cached>();
  const building = new Map<number, Promise<Cached | null>>();
  const retiring = new Set<PixApiGateway>();

  function retire(associationId: number) {
    const old = cache.get(associationId);
    if (!old) return;
    cache.delete(associationId);
    retiring.add(old.gateway);
    setTimeout(() => {
      retiring.delete(old.gateway);
      old.gateway.close();
    }, RETIRE_AFTER_MS).unref();
  }

  const gatewayOf = (credentials: AssociationPixCredentials) =>
    createPixApiGateway(credentials.connection, {
      pixExpirySeconds: deps.pixExpirySeconds,
      receivingAccount: credentials.receivingAccount,
    });

  async function build(associationId: number): Promise<Cached | null> {
    const credentials = await readPixCredentials(deps.db, deps.secretBox, associationId);
    retire(associationId);
    if (!credentials) return null;
    const entry: Cached = { revision: credentials.revision, gateway: gatewayOf(credentials) };
    cache.set(associationId, entry);
    return entry;
  }

  async function associationPixEntry(associationId: number): Promise<Cached | null> {
    const revision = await pixCredentialsRevision(deps.db, associationId);
    if (revision === null) {
      retire(associationId);
      return null;
    }
    const cached = cache.get(associationId);
    if (cached?.revision === revision) return cached;
    let pending = building.get(associationId);
    if (!pending) {
      pending = build(associationId).finally(() => building.delete(associationId));
      building.set(associationId, pending);
    }
    return pending;
  }

  const associationPixGateway = async (associationId: number) =>
    (await associationPixEntry(associationId))?.gateway ?? null;

  /** Gateways of accounts the association no longer uses, by revision: their charges still live there. */
  const former = new Map<string, PixApiGateway>();

  async function formerGateway(associationId: number, revision: string): Promise<PixApiGateway> {
    const known = former.get(revision);
    if (known) return known;
    const credentials = await readPixCredentialsVersion(deps.db, deps.secretBox, associationId, revision);
    if (!credentials)
      throw new Error(`association ${associationId} has no PIX settings of revision ${revision}`);
    const gateway = former.get(revision) ?? gatewayOf(credentials);
    former.set(revision, gateway);
    return gateway;
  }

  const asaas = createAssociationAsaasGateways(deps);
  let sandbox: PaymentGateway | undefined;
  /** The sandbox an association chose: the app's own when it is the sandbox, else one built once. */
  function sandboxReceiver(): { gateway: PaymentGateway; account: GatewayAccount } {
    if (deps.defaultGateway.name === 'sandbox') return { gateway: deps.defaultGateway, account: ENV_ACCOUNT };
    sandbox ??= createSandboxGateway(deps.db, { pixExpirySeconds: deps.pixExpirySeconds });
    return { gateway: sandbox, account: SANDBOX_ACCOUNT };
  }

  async function receiverForAssociation(associationId: number) {
    const choice = await receivingChoiceOf(deps.db, associationId);
    if (choice === 'asaas') {
      const own = await asaas.current(associationId);
      if (own) return { gateway: own.gateway as PaymentGateway, account: asaasAccountOf(own.revision) };
    }
    if (choice === 'sandbox' && deps.sandbox) return sandboxReceiver();
    const own = choice === 'sandbox' ? null : await associationPixEntry(associationId);
    return own
      ? { gateway: own.gateway as PaymentGateway, account: own.revision }
      : { gateway: deps.defaultGateway, account: ENV_ACCOUNT };
  }

  async function gatewayForAccount(associationId: number, account: GatewayAccount | null) {
    if (account === null) return (await receiverForAssociation(associationId)).gateway;
    if (account === ENV_ACCOUNT) return deps.defaultGateway;
    if (account === SANDBOX_ACCOUNT) {
      if (!deps.sandbox) throw new Error('a sandbox charge outside SANDBOX');
      return sandboxReceiver().gateway;
    }
    const asaasRevision = asaasRevisionOf(account);
    if (asaasRevision !== null) return asaas.ofRevision(associationId, asaasRevision);
    if (await isCurrentAccount(deps.db, associationId, account)) {
      const current = await associationPixGateway(associationId);
      if (current) return current;
    }
    return formerGateway(associationId, account);
  }

  return {
    async gatewayForAssociation(associationId) {
      return (await receiverForAssociation(associationId)).gateway;
    },
    associationPixGateway,
    associationAsaasGateway: (associationId) => asaas.current(associationId),
    receiverForAssociation,
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
