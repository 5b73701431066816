import type { WhatsappConnectionCheck } from '../../../domain/contract/gestao-whatsapp';
import { WHATSAPP_SETTINGS_MESSAGES as MSG } from '../../../domain/gestao-whatsapp-messages';
import type { Db } from '../../db/client';
import { checkCloudNumber } from '../../messaging/whatsapp/cloud-api';
import { readWhatsappAccount } from '../../messaging/whatsapp/whatsapp-settings';
import { SecretRefused, type SecretBox } from '../../secrets/secret-box';

/** "Testar conexão": reads the number at the Graph API with the stored token, sending nothing. */
export async function checkWhatsappConnection(
  db: Db,
  box: SecretBox,
  apiUrl: string,
  associationId: number,
): Promise<WhatsappConnectionCheck> {
  let account;
  try {
    account = await readWhatsappAccount(db, box, apiUrl, associationId);
  } catch (error) {
    if (error instanceof SecretRefused) return { passed: false, message: MSG.unreadable };
    throw error;
  }
  if (!account) return { passed: false, message: MSG.notConfigured };
  const answer = await checkCloudNumber({ ...account.connection, timeoutMs: 10_000 });
  return answer.ok
    ? { passed: true, displayPhoneNumber: answer.displayPhoneNumber, verifiedName: answer.verifiedName }
    : { passed: false, message: answer.message };
}
