import type { ReceivingGateway } from '../../../domain/contract/gestao-receiving';
import { RECEIVING_MESSAGES as MSG } from '../../../domain/gestao-receiving-messages';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { asaasCredentialsRevision } from '../../associations/asaas-credentials';
import { pixCredentialsRevision } from '../../associations/pix-credentials';
import type { StaffSession } from '../staff-accounts';
import { recordReceivingChoice } from './receiving-choice';

/**
 * "Como a associação recebe": the sandbox only in a sandbox install; API Pix or Asaas only once
 * their settings are saved, so a choice never leaves the association without a way to receive.
 */
export async function chooseReceiving(
  db: Db,
  who: StaffSession,
  gateway: ReceivingGateway,
  sandbox: boolean,
): Promise<Outcome<{ chosen: ReceivingGateway }>> {
  if (gateway === 'sandbox' && !sandbox) return failed(MSG.sandboxUnavailable);
  if (gateway === 'pix-api' && (await pixCredentialsRevision(db, who.associationId)) === null)
    return failed(MSG.pixNotConfigured);
  if (gateway === 'asaas' && (await asaasCredentialsRevision(db, who.associationId)) === null)
    return failed(MSG.asaasNotConfigured);
  await db.transaction((tx) => recordReceivingChoice(tx, who, gateway));
  return succeeded({ chosen: gateway });
}
