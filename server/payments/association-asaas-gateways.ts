import type { Db } from '../db/client';
import {
  asaasAccountOf,
  asaasCredentialsRevision,
  readAsaasCredentialsVersion,
} from '../associations/asaas-credentials';
import type { SecretBox } from '../secrets/secret-box';
import { createAsaasGateway, type AsaasGateway } from '../gateways/payment/asaas/asaas-gateway';

export interface AssociationAsaasGateways {
  /** The association's Asaas account now and its revision; null when it has no Asaas settings. */
  current(associationId: number): Promise<{ revision: string; gateway: AsaasGateway } | null>;
  /** The account of one saved version (a charge taken with it): throws when unknown or unopenable. */
  ofRevision(associationId: number, revision: string): Promise<AsaasGateway>;
}

/**
 * One Asaas gateway per saved version of an association's settings, built when first needed and
 * kept: every call reads which revision is current, so a save on any instance is used by every
 * instance at its next payment, and charges of an older version are still read back with it.
 * The gateway holds no connection of its own (fetch), so a replaced one needs no closing.
 */
export function createAssociationAsaasGateways(deps: {
  db: Db;
  secretBox: SecretBox;
  pixExpirySeconds: number;
}): AssociationAsaasGateways {
  const byRevision = new Map<string, AsaasGateway>();

  async function ofRevision(associationId: number, revision: string): Promise<AsaasGateway> {
    const known = byRevision.get(revision);
    if (known) return known;
    const credentials = await readAsaasCredentialsVersion(deps.db, deps.secretBox, associationId, revision);
    if (!credentials)
      throw new Error(`association ${associationId} has no Asaas settings of revision ${revision}`);
    const gateway =
      byRevision.get(revision) ??
      createAsaasGateway(deps.db, credentials.connection, {
        pixExpirySeconds: deps.pixExpirySeconds,
        account: asaasAccountOf(revision),
      });
    byRevision.set(revision, gateway);
    return gateway;
  }

  return {
    async current(associationId) {
      const revision = await asaasCredentialsRevision(deps.db, associationId);
      return revision === null ? null : { revision, gateway: await ofRevision(associationId, revision) };
    },
    ofRevision,
  };
}
